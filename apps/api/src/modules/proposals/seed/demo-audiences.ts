import { demoProposalId } from './demo-proposals.ts';

/**
 * The audience data of the demo creators (what the networks' insights would give): Ouro's
 * fits most demo proposals, Prata's the silver-allowed ones in Minas Gerais.
 */
export const demoAudiences = [
  {
    email: 'ouro@example.com',
    states: ['BA', 'SP', 'PE'],
    minAge: 18,
    maxAge: 34,
    gender: 'female',
    // What Instagram's follower_demographics would give for her 48.7 mil followers: the kit's 'Público'.
    demographics: {
      ages: { '13-17': 310, '18-24': 14_200, '25-34': 16_900, '35-44': 9_800, '45-54': 4_700, '55-64': 1_900, '65+': 890 },
      genders: { F: 35_800, M: 11_900, U: 1_000 },
      cities: {
        'Salvador, Bahia': 15_300,
        'São Paulo, São Paulo': 6_200,
        'Recife, Pernambuco': 3_100,
        'Feira de Santana, Bahia': 2_400,
        'Rio de Janeiro, Rio de Janeiro': 2_200,
        'Lauro de Freitas, Bahia': 1_900,
      },
      countries: { BR: 46_100, PT: 1_200, US: 700 },
    },
  },
  { email: 'prata@example.com', states: ['MG', 'SP'], minAge: 25, maxAge: 44, gender: 'female' },
] as const;

/** Applications already sent, so that the applications tab and the badges have something to show. */
export const demoApplications = [
  {
    email: 'ouro@example.com',
    proposalId: demoProposalId('pousada-chapada'),
    daysAgo: 6,
    status: 'accepted',
    totals: { posts: 1, stories: 6, reels: 2, videos: 0 },
    value: 5000,
    isNegotiable: false,
    observations: 'Posso ir em qualquer fim de semana do mês que vem. Faço stories da trilha e um reels do pôr do sol no Morro do Pai Inácio.',
  },
  {
    email: 'ouro@example.com',
    proposalId: demoProposalId('home-office-casa-ipe'),
    daysAgo: 2,
    status: 'pending',
    totals: { posts: 1, stories: 3, reels: 1, videos: 1 },
    value: 4200,
    isNegotiable: true,
    observations: 'Incluo um vídeo no TikTok com o antes e depois do cantinho.',
  },
  {
    email: 'ouro@example.com',
    proposalId: demoProposalId('black-friday-relampago'),
    daysAgo: 38,
    status: 'rejected',
    totals: { posts: 0, stories: 4, reels: 0, videos: 0 },
    value: 400,
    isNegotiable: false,
    observations: '',
  },
  {
    email: 'prata@example.com',
    proposalId: demoProposalId('kit-pet-feliz'),
    daysAgo: 3,
    status: 'pending',
    totals: { posts: 0, stories: 5, reels: 1, videos: 0 },
    value: 450,
    isNegotiable: false,
    observations: 'A Mel (minha vira-lata) vai amar!',
  },
] as const;
