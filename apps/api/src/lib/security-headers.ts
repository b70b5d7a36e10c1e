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

/**
 * The security headers of every answer (docs/architecture.md "Serving"). The pages may run only
 * our own scripts and Google's sign-in script, named; styles may be inline (Mantine writes its
 * CSS variables into a style tag), scripts never; no site may frame ours. The API's answers get
 * the strictest policy. A handler that sets its own policy (an uploaded SVG's sandbox) keeps it.
 * HSTS only over HTTPS: over plain HTTP it means nothing and browsers ignore it.
 */
export function securityHeaders(): MiddlewareHandler<AppEnv> {
  const pageHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", `${GOOGLE_IDENTITY}client`],
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
  return async (c, next) => {
    const proto = c.var.services.trustProxy ? c.req.header('x-forwarded-proto') : undefined;
    if (proto === 'https' || (proto === undefined && c.req.url.startsWith('https:'))) {
      c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    if (!isApiPath(c.req.path)) return pageHeaders(c, next);
    for (const [name, value] of API_HEADERS) c.header(name, value);
    return next();
  };
}
