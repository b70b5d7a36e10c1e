import type { Context } from 'hono';

// A host as a Host header carries it: a name or IPv4 address, or a bracketed IPv6 one, and an
// optional port. Nothing else (no user, path, query or second host) may ride along.
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The last value of a header a proxy may have appended to (the one our own proxy wrote). */
const lastHop = (value: string | undefined) =>
  value
    ?.split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
    .at(-1);

/**
 * The origin the browser used for this request: its Host and scheme; behind our own reverse
 * proxy (TRUST_PROXY), the X-Forwarded-Host and X-Forwarded-Proto it wrote (the last hop of
 * each, as with X-Forwarded-For). Undefined when what the request says is not a plain
 * http(s) host: the caller keeps its configured origin. Only the demo without APP_ORIGIN asks
 * (app.ts): in production every address is APP_ORIGIN's (decision 027).
 */
export function requestOrigin(c: Context, trustProxy: boolean): string | undefined {
  const url = new URL(c.req.url);
  const host = (trustProxy ? lastHop(c.req.header('x-forwarded-host')) : undefined) ?? c.req.header('host') ?? url.host;
  const forwardedScheme = trustProxy ? lastHop(c.req.header('x-forwarded-proto')) : undefined;
  return hostOrigin((forwardedScheme ?? url.protocol.replace(/:$/, '')).toLowerCase(), host);
}

/**
 * The origin of `scheme` and a Host header's `host`, as a URL writes it (lowercase, no default
 * port); undefined unless it is plain http(s) and a plain host.
 */
export function hostOrigin(scheme: string, host: string | undefined): string | undefined {
  if ((scheme !== 'http' && scheme !== 'https') || !host || !HOST.test(host)) return undefined;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    // A port past 65535, an IPv6 address that is not one.
    return undefined;
  }
}
