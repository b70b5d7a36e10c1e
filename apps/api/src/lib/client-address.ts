import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** An IPv4 client of a dual-stack socket reads as `::ffff:203.0.113.5`; the address is the IPv4 one. */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

/**
 * The address a request came from, as people write it (IPv4 without its IPv6 mapping, so that one
 * client has one address in rate limits and in the audit log). Behind our own reverse proxy (TRUST_PROXY) it is the
 * last X-Forwarded-For hop, the one that proxy appended; earlier hops are the client's word.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return plainAddress(last);
  }
  try {
    return plainAddress(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    // No socket behind the request (app.request in tests, other runtimes).
    return 'unknown';
  }
}
