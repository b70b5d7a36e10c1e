/**
 * Top-level paths of the web app and the server: a media kit at /{username} must never
 * shadow them (docs/product/routes-and-navigation.md).
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'publis',
  'publi',
  'aira',
  'credits',
  'media-kit',
  'affiliate',
  'monetize',
  'privacy-policy',
  'instagram',
  'v3',
  'assets',
  'api',
  'admin',
  'logout',
]);

export const USERNAME_MAX_LENGTH = 30;
const FALLBACK = 'criador';

/** 'Ana Clara Souza' -> 'ana-clara-souza'; accents dropped, ascii letters and digits only. */
export function usernameBase(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH)
    .replace(/-+$/g, '');
  return slug === '' ? FALLBACK : slug;
}

/** The n-th choice for a base: 'ana', 'ana-2', 'ana-3'... (a reserved base starts at 2). */
export function usernameCandidate(base: string, n: number): string {
  return n === 1 ? base : `${base}-${n}`;
}

/** The first free candidate, given the usernames already taken that start with `base`. */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const candidate = usernameCandidate(base, n);
    if (!used.has(candidate) && !RESERVED_USERNAMES.has(candidate)) return candidate;
  }
}
