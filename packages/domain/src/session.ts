/** The session cookie (SPEC.md section 9); the JWT lifetime matches it (ARCHITECTURE.md "Auth"). */
export const ACCESS_TOKEN_COOKIE = 'ma_access-token';

/** How long a session lasts, in days. */
export const ACCESS_TOKEN_TTL_DAYS = 7;

/** The same lifetime in seconds, for a cookie's Max-Age and a JWT's `exp`. */
export const ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_TTL_DAYS * 24 * 60 * 60;

/** Strict: the cookie is never sent on cross-site requests, so other sites cannot ride the session. */
export const ACCESS_TOKEN_COOKIE_SAME_SITE = 'strict';

/** The whole app reads the token, so the cookie is scoped to the root. */
export const ACCESS_TOKEN_COOKIE_PATH = '/';
