// A placeholder origin: only its identity matters, to see whether a path escapes it.
const probe = 'https://same-origin.invalid';

/** Longer than any route of the app; refusing more keeps stored state small. */
const MAX_PATH_LENGTH = 2048;

/**
 * The path to return to after login, or null when it could leave the app. Only an
 * absolute same-origin path is accepted: '/publis?q=moda' yes; '//evil.com',
 * '/\evil.com', 'https://evil.com', 'javascript:...' no. Browsers treat '\' like '/'
 * and drop tabs and newlines, so those are refused outright rather than reasoned about.
 */
export const safeRedirectPath = (path: string | null | undefined): string | null => {
  if (typeof path !== 'string' || path.length > MAX_PATH_LENGTH) return null;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  // Any control character or backslash can be rewritten by the browser into '//'.
  if (/[\\\p{Cc}]/u.test(path)) return null;
  try {
    return new URL(path, probe).origin === probe ? path : null;
  } catch {
    return null;
  }
};
