/** The session cookie (docs/product/accounts-and-levels.md); the JWT lifetime matches it (docs/architecture.md "Auth"). */
export const ACCESS_TOKEN_COOKIE = 'ma_access-token';

/** How long a session lasts, in days. */
export const ACCESS_TOKEN_TTL_DAYS = 7;

/** The same lifetime in seconds, for a cookie's Max-Age and a JWT's `exp`. */
export const ACCESS_TOKEN_TTL_SECONDS = ACCESS_TOKEN_TTL_DAYS * 24 * 60 * 60;
