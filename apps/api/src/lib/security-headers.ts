import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { EARLY_CLICKS_SCRIPT } from '@ma/api-client/pages';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
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
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", EARLY_CLICKS_HASH, `${GOOGLE_IDENTITY}client`],
    styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_IDENTITY}style`],
    imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
    // Voice-overs play from an object URL of the audio fetched with the session (docs/product/voice-cloning.md).
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", GOOGLE_IDENTITY],
    frameSrc: [GOOGLE_IDENTITY],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  },
  // Google's sign-in opens a popup that must be able to answer its opener.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  strictTransportSecurity: false,
  overwrite: false,
});

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
    if (!isApiPath(c.req.path)) return pageHeaders(c, next);
    // On the Node server the API's fixed list goes straight onto the outgoing answer, under
    // whatever the handler answers with (Node gives writeHead's headers precedence, so a
    // handler's own policy still wins): a header set on the context makes every answer build and
    // copy a web Headers object (bench-api.mjs, the same hour: /me 0.29 and 0.26 of the bare
    // server with them, 0.31 and 0.31 without).
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    const set = outgoing ? (name: string, value: string) => outgoing.setHeader(name, value) : c.header;
    for (const [name, value] of API_HEADERS) set(name, value);
    return next();
  };
}
