import { errorTable } from '../error-codes.ts';
import { slugify } from '../text.ts';

/**
 * Top-level paths of the web app and the server that a username could spell: a media kit at
 * /{username} must never shadow them (docs/product/media-kit.md "The address"). Paths with a dot
 * or a hyphen (files at the root, /media-kit, /privacy-policy...) need no entry: no username has
 * either.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'publis',
  'publi',
  'aira',
  'credits',
  'affiliate',
  'monetize',
  'account',
  'notifications',
  'instagram',
  'tiktok',
  'demo',
  'v3',
  'assets',
  'api',
  'admin',
  'logout',
]);

export const USERNAME_MIN_LENGTH = 2;
export const USERNAME_MAX_LENGTH = 30;
const FALLBACK = 'criador';

/**
 * Lowercase letters, digits and underscore; a letter or digit at both ends. Never a dot: /{username}
 * would then look like a file at the site's root (google…html, ads.txt, security.txt), and a kit so
 * named would prove ownership of the domain for whoever made it.
 */
const usernamePattern = /^[a-z0-9](?:[a-z0-9_]*[a-z0-9])?$/;

export const USERNAME_REQUIRED = 'Escolha o endereço do seu mídia kit.';
export const USERNAME_FORMAT = 'Use apenas letras minúsculas, números e sublinhado (_), começando e terminando com letra ou número.';
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

/** 'Ana Clara Souza' -> 'ana_clara_souza'; accents dropped, ascii letters and digits only. */
export function usernameBase(name: string): string {
  // Room for the number of a taken base ('ana_clara_12').
  const slug = slugify(name, '_', USERNAME_MAX_LENGTH - 4);
  return slug.length < USERNAME_MIN_LENGTH ? FALLBACK : slug;
}

/** A network's handle as a username: 'Ana.Souza' -> 'ana_souza' (Instagram's handles have dots). */
export const usernameFromHandle = (handle: string): string => handle.toLowerCase().replaceAll('.', '_');

/** The n-th choice for a base: 'ana', 'ana_2', 'ana_3'... (a reserved base starts at 2). */
export function usernameCandidate(base: string, n: number): string {
  return n === 1 ? base : `${base}_${n}`;
}

/** The first free candidate, given the usernames already taken that start with `base`. */
export function firstFreeUsername(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (let n = 1; ; n += 1) {
    const candidate = usernameCandidate(base, n);
    if (!used.has(candidate) && !RESERVED_USERNAMES.has(candidate)) return candidate;
  }
}
