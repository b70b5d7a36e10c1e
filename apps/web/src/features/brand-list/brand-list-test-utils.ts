import type { Applicant, ProfileList } from '@ma/api-client/schemas';
export { callsTo, fakeApi, pending, serving, type FakeRequestOptions, type Reply } from '../../test/fake-api.ts';

export const TOKEN = 'q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM';
export const LIST_PATH = `/v3/aira/profile-list/${TOKEN}`;

/** How a creator with an audience of women fits the list's proposal (it targets niches and women): her niche decides. */
const fitOf = ({ nicheMet }: { nicheMet: boolean }): Applicant['fit'] => ({
  score: nicheMet ? 100 : 50,
  checks: [
    { criterion: 'niche', label: 'Nicho', met: nicheMet },
    { criterion: 'audience_gender', label: 'Gênero do público', met: true },
  ],
});

export const applicantFixture = (overrides: Partial<Applicant> = {}): Applicant => ({
  applicationId: 'app-1',
  status: 'pending',
  createdAt: '2026-03-01T15:00:00.000Z',
  decidedAt: null,
  dealUnderWay: false,
  creator: {
    name: 'Olívia Andrade',
    username: 'ouro',
    photoUrl: null,
    level: 'gold',
    niches: ['Moda', 'Beleza'],
    city: 'Salvador',
    state: 'BA',
    followers: { instagram: 48_700, tiktok: 126_300 },
    engagementRate: { instagram: 4.59, tiktok: 7.21 },
  },
  offer: {
    totalPosts: 1,
    totalStories: 4,
    totalReels: 1,
    totalVideos: 0,
    valueCents: 90_000,
    isNegotiable: true,
    observations: 'Treino na orla às 6h.',
  },
  fit: fitOf({ nicheMet: true }),
  ...overrides,
});

export const listFixture = (overrides: Partial<ProfileList> = {}): ProfileList => ({
  proposal: {
    id: 'proposal-1',
    name: 'Moda fitness sustentável Veste Verde',
    brandName: 'Veste Verde Activewear',
    logoUrl: null,
    valueCents: 90_000,
    partnershipType: 'permuta',
    acceptsNegotiations: false,
    description: 'Enviamos um conjunto de treino.',
    validUntil: null,
    closed: false,
    targeting: {
      niches: ['Fitness', 'Moda'],
      minFollowers: null,
      maxFollowers: null,
      locations: [],
      audienceStates: [],
      audienceMinAge: null,
      audienceMaxAge: null,
      audienceGender: 'female',
    },
  },
  expiresAt: '2026-04-01T12:00:00.000Z',
  applicants: [
    applicantFixture(),
    applicantFixture({
      applicationId: 'app-2',
      creator: {
        name: 'Paula Nascimento',
        username: 'paula-nascimento',
        photoUrl: null,
        level: 'silver',
        niches: ['Maternidade'],
        city: 'Belo Horizonte',
        state: 'MG',
        followers: { instagram: null, tiktok: null },
        engagementRate: { instagram: null, tiktok: null },
      },
      offer: { totalPosts: 0, totalStories: 3, totalReels: 1, totalVideos: 0, valueCents: 60_000, isNegotiable: false, observations: '' },
      fit: fitOf({ nicheMet: false }),
    }),
  ],
  ...overrides,
});
