import { errorTable } from '../error-codes.ts';

/**
 * Top-level paths of the web app and the server, and the files served at the root: a media
 * kit at /{username} must never shadow them (docs/product/media-kit.md "The address").
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
  'account',
  'instagram',
  'tiktok',
  'demo',
  'v3',
  'assets',
  'api',
  'admin',
  'logout',
  'favicon.svg',
  'favicon.ico',
  'robots.txt',
  'sitemap.xml',
  'index.html',
  'manifest.webmanifest',
]);

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
const FALLBACK = 'criador';

/** Lowercase letters, digits, dot, dash and underscore; a letter or digit at both ends. */
const usernamePattern = /^[a-z0-9](?:[a-z0-9._-]*[a-z0-9])?$/;

export const USERNAME_REQUIRED = 'Escolha o endereço do seu mídia kit.';
export const USERNAME_FORMAT = 'Use letras minúsculas, números, ponto, hífen ou sublinhado, começando e terminando com letra ou número.';
export const USERNAME_LENGTH = `Use de ${USERNAME_MIN_LENGTH} a ${USERNAME_MAX_LENGTH} caracteres.`;
export const USERNAME_RESERVED = 'Este endereço é reservado pelo site. Escolha outro.';
export const USERNAME_TAKEN = errorTable.USERNAME_TAKEN.message;

/**
 * What is wrong with a username as the address /{username}, or null when it may be used
 * (whether somebody else has it is the server's to say).
 */
export function usernameProblem(username: string): string | null {
  if (username === '') return USERNAME_REQUIRED;
  if (username.length < USERNAME_MIN_LENGTH || username.length > USERNAME_MAX_LENGTH) return USERNAME_LENGTH;
  if (!usernamePattern.test(username)) return USERNAME_FORMAT;
  if (RESERVED_USERNAMES.has(username)) return USERNAME_RESERVED;
  return null;
}

/** True for a path segment that may be a media kit's address. */
export const isUsernameShape = (segment: string): boolean => usernameProblem(segment) === null;

/** 'Ana Clara Souza' -> 'ana-clara-souza'; accents dropped, ascii letters and digits only. */
export function usernameBase(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX_LENGTH - 4)
    .replace(/-+$/g, '');
  return slug.length < USERNAME_MIN_LENGTH ? FALLBACK : slug;
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
