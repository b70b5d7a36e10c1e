import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_CLICKS_SCRIPT } from '@ma/api-client/pages';
import type { MiddlewareHandler } from 'hono';
import { isApiPath } from './api-path.ts';
import type { AppEnv } from './types.ts';

/** Google Identity Services ('Entrar com Google'): the one third party the pages load. */
const GOOGLE_IDENTITY = 'https://accounts.google.com/gsi/';

// What the API's JSON needs: it is never a document to render, frame or run anything in. Set
// before the handler as plain headers, a fixed list: the API's hottest paths pay almost nothing.
const API_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'no-referrer'],
  ['X-Frame-Options', 'DENY'],
];

/** The public pages' one inline script, allowed by its hash alone (decision 028). */
const EARLY_CLICKS_HASH = `'sha256-${createHash('sha256').update(EARLY_CLICKS_SCRIPT).digest('base64')}'`;

// The pages may run only our own scripts and Google's sign-in script, named; styles may be inline
// (Mantine writes its CSS variables into a style tag), scripts never, but for the public pages'
// early-click script, by its hash; no site may frame ours.
const PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${EARLY_CLICKS_HASH} ${GOOGLE_IDENTITY}client`,
  `style-src 'self' 'unsafe-inline' ${GOOGLE_IDENTITY}style`,
  "img-src 'self' data: blob: https:",
  // Voice-overs play from an object URL of the audio fetched with the session (docs/product/voice-cloning.md).
  "media-src 'self' blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${GOOGLE_IDENTITY}`,
  `frame-src ${GOOGLE_IDENTITY}`,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

// The pages' and their files' headers: the policy above and what hono/secure-headers sets by
// default (HSTS aside, the Node server's: addHsts).
const PAGE_HEADERS: readonly (readonly [string, string])[] = [
  ['Content-Security-Policy', PAGE_POLICY],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
  // Google's sign-in opens a popup that must be able to answer its opener.
  ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'],
  ['Origin-Agent-Cluster', '?1'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['X-Content-Type-Options', 'nosniff'],
  ['X-DNS-Prefetch-Control', 'off'],
  ['X-Download-Options', 'noopen'],
  ['X-Frame-Options', 'DENY'],
  ['X-Permitted-Cross-Domain-Policies', 'none'],
  ['X-XSS-Protection', '0'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
];

/** HSTS, sent only over HTTPS: over plain HTTP it means nothing and browsers ignore it. */
export const HSTS = ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as const;

/** Whether a request reached this Node server over TLS. */
export const isTls = (request: IncomingMessage): boolean => (request.socket as { encrypted?: boolean }).encrypted === true;

/**
 * HSTS on every answer of the Node server (app.ts `nodeListener`), only over HTTPS. The one place HSTS is set: Node
 * merges a header set here with those the answer writes.
 */
export function addHsts(request: IncomingMessage, response: ServerResponse, trustProxy: boolean): void {
  const forwardedProto = request.headers['x-forwarded-proto'];
  if (overHttps(trustProxy, typeof forwardedProto === 'string' ? forwardedProto : undefined, isTls(request))) response.setHeader(...HSTS);
}

/**
 * Whether the browser reached us over HTTPS: behind our own reverse proxy (TRUST_PROXY), what
 * its X-Forwarded-Proto says, else (or without one) whether this connection is TLS.
 */
export function overHttps(trustProxy: boolean, forwardedProto: string | undefined, secureConnection: boolean): boolean {
  const proto = trustProxy ? forwardedProto : undefined;
  return proto === 'https' || (proto === undefined && secureConnection);
}

/**
 * The security headers of every answer (docs/architecture.md "Serving"): the pages' above, the
 * API's answers the strictest policy. A handler that sets its own policy (an uploaded SVG's
 * sandbox) keeps it. HSTS is the Node server's (addHsts).
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const headers = isApiPath(c.req.path) ? API_HEADERS : PAGE_HEADERS;
    // On the Node server the fixed list goes straight onto the outgoing answer, under whatever
    // the handler answers with (Node gives writeHead's headers precedence, so a handler's own
    // policy still wins): a header set on the context makes every answer build and copy a web
    // Headers object (bench-api.mjs, the same hour: /me 0.29 and 0.26 of the bare server with
    // them, 0.31 and 0.31 without; the redirect and the kit page, decision 036's revision).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const set = outgoing ? (name: string, value: string) => outgoing.setHeader(name, value) : c.header;
    for (const [name, value] of headers) set(name, value);
    return next();
  };
}
