import { getConnInfo } from '@hono/node-server/conninfo';
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * The address a request came from. Behind our own reverse proxy (TRUST_PROXY) it is the
 * last X-Forwarded-For hop, the one that proxy appended; earlier hops are the client's word.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  return addressOf(c.req.header('x-forwarded-for'), () => getConnInfo(c).remote.address, trustProxy);
}

/** The same rule over a header and the socket's address (a Node listener that runs before the app). */
export function addressOf(forwardedFor: string | undefined, remote: () => string | undefined, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = forwardedFor
      ?.split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last;
  }
  try {
    return remote() ?? 'unknown';
  } catch {
    // No socket behind the request (app.request in tests, other runtimes).
    return 'unknown';
  }
}

/** The same rule for a request read on the Node server, ahead of the app. */
export function nodeClientAddress(request: IncomingMessage, trustProxy: boolean): string {
  const forwardedFor = request.headers['x-forwarded-for'];
  return addressOf(typeof forwardedFor === 'string' ? forwardedFor : undefined, () => request.socket.remoteAddress, trustProxy);
}
