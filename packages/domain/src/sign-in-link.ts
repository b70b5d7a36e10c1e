import { MINUTE_MS } from './calendar.ts';

/**
 * A sign-in link (docs/product/routes-and-navigation.md "Token in the URL"): what the product puts
 * in a `?token=` address instead of a session. It works once, for this one purpose, and briefly.
 */
export const SIGN_IN_LINK_TTL_MS = 15 * MINUTE_MS;

/**
 * An e-mail address as a link shows whose account it opens: the first character of the name,
 * '***', then the domain whole ('f***@gmail.com'). Enough for the owner to know it, too little
 * for whoever holds the link to learn the address. Anything without an '@' shows as '***'.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}
