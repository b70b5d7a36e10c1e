import { between, demoPerson, pick, seededRandom, spread } from './demo-people.ts';
import { audienceOf, OURO_AUDIENCE, type DemoAudience } from './meta-demo-audience.ts';

/** The consent page's choices: what Facebook would answer, one scenario each. */
export const META_SCENARIOS = [
  {
    value: 'grant',
    label: 'Conceder acesso (2 perfis do Instagram)',
    hint: 'Duas páginas com um perfil profissional cada: um com mais de 100 seguidores e dados de público, outro pequeno, sem dados de público.',
  },
  { value: 'no_pages', label: 'Não selecionar nenhuma página', hint: 'O acesso é concedido, mas sem nenhuma página do Facebook.' },
  {
    value: 'no_instagram',
    label: 'Página sem Instagram profissional',
    hint: 'Uma página do Facebook sem perfil profissional do Instagram vinculado.',
  },
  { value: 'expired_code', label: 'Código expirado', hint: 'O site recebe um código que a Meta recusa na troca pelo token.' },
  { value: 'unavailable', label: 'Instabilidade na Meta', hint: 'A troca do código pelo token responde com erro 500.' },
  { value: 'existing', label: 'Perfil já cadastrado', hint: 'Concede o perfil @ouro, que a demonstração já liga à conta Ouro.' },
] as const;

export type MetaScenario = (typeof META_SCENARIOS)[number]['value'];

export interface DemoInstagram {
  id: string;
  username: string;
  name: string;
  followers: number;
  mediaCount: number;
  color: string;
  /** Shares per bucket of follower_demographics; null under 100 followers, where Graph gives none. */
  audience: DemoAudience | null;
}

export interface DemoPage {
  id: string;
  name: string;
  instagram?: DemoInstagram;
}

/** The profile the demo seed connects to the Ouro account ('Perfil já cadastrado'). */
const OURO: DemoInstagram = {
  id: 'demo-ig-ouro',
  username: 'ouro',
  name: 'Olívia Andrade',
  followers: 48_700,
  mediaCount: 612,
  color: '#7c3aed',
  audience: OURO_AUDIENCE,
};

const NICHES = [
  ['receitas', 'Receitas'],
  ['viagens', 'Viagens'],
  ['looks', 'Looks'],
  ['treinos', 'Treinos'],
  ['bastidores', 'Bastidores'],
] as const;

/** The two Instagram accounts of a seed's creator: a grown one and a small one (< 100 followers). */
function creatorAccounts(seed: string): [DemoInstagram, DemoInstagram] {
  const person = demoPerson(seed);
  const random = seededRandom(`meta:${seed}`);
  const [slug, label] = pick(random, NICHES);
  const big: DemoInstagram = {
    id: `demo-ig-${seed}`,
    username: `${person.handle}.demo${seed}`,
    name: person.name,
    followers: spread(random, 1_200, 180_000),
    mediaCount: between(random, 60, 900),
    color: person.color,
    audience: audienceOf(random, person.homeCity, person.gender),
  };
  const small: DemoInstagram = {
    id: `demo-ig-${seed}-b`,
    username: `${person.handle}.${slug}${seed}`,
    name: `${person.firstName} | ${label}`,
    followers: between(random, 12, 96),
    mediaCount: between(random, 3, 24),
    color: '#475569',
    audience: null,
  };
  return [big, small];
}

/** The pages a grant shows on /me/accounts. */
export function demoPages(scenario: string, seed: string): DemoPage[] {
  if (scenario === 'no_pages') return [];
  if (scenario === 'existing') return [{ id: 'demo-page-ouro', name: OURO.name, instagram: OURO }];
  const person = demoPerson(seed);
  if (scenario === 'no_instagram') return [{ id: `demo-page-${seed}-1`, name: person.name }];
  const [big, small] = creatorAccounts(seed);
  return [
    { id: `demo-page-${seed}-1`, name: person.name, instagram: big },
    { id: `demo-page-${seed}-2`, name: small.name, instagram: small },
  ];
}

/** An Instagram account by id, whatever the grant (avatars are public). */
export function demoInstagram(id: string): DemoInstagram | undefined {
  if (id === OURO.id) return OURO;
  const match = /^demo-ig-([a-z0-9]{1,16})(-b)?$/.exec(id);
  if (!match?.[1]) return undefined;
  return creatorAccounts(match[1])[match[2] ? 1 : 0];
}

/** The most recent posts, newest first, with likes and comments in line with the followers. */
export function demoMedia(account: DemoInstagram, now: Date, limit: number) {
  const random = seededRandom(`media:${account.id}`);
  const engagement = 0.015 + random() * 0.04;
  let at = now.getTime() - between(random, 1, 30) * 3_600_000;
  return Array.from({ length: Math.min(limit, account.mediaCount) }, (_, i) => {
    const likes = Math.round(account.followers * engagement * (0.5 + random()));
    const media = {
      id: `${account.id}-media-${i + 1}`,
      like_count: likes,
      comments_count: Math.round(likes * (0.01 + random() * 0.05)),
      // Graph's timestamps: ISO 8601 with a +0000 offset.
      timestamp: new Date(at).toISOString().replace(/\.\d{3}Z$/, '+0000'),
      media_type: random() < 0.5 ? 'VIDEO' : 'IMAGE',
    };
    at -= (1 + random() * 4) * 86_400_000;
    return media;
  });
}
