import type { Hono } from 'hono';
import { registerConsentDialog } from './consent-dialog.ts';
import { TIKTOK_KNOWN_SCOPES, type FakeTikTokContext } from './fake-tiktok-context.ts';
import { TIKTOK_SCENARIOS } from './tiktok-demo-data.ts';

/**
 * Login Kit's consent page, as a labelled demo stand-in, and its answer: a redirect with `code`,
 * `scopes` and `state`, or with `error=access_denied` (Cancelar) (developers.tiktok.com/doc/login-kit-web).
 */
export function registerTikTokConsent(app: Hono, ctx: FakeTikTokContext, newSeed: () => string) {
  const authorize = `${ctx.prefix}/v2/auth/authorize/`;
  registerConsentDialog(app, {
    provider: 'TikTok',
    heading: 'Entrar com o TikTok',
    question: 'O que o TikTok deve responder?',
    path: authorize,
    confirmPath: `${authorize}confirm`,
    stylesheet: `${ctx.prefix}/static/consent.css`,
    clientIdName: 'client_key',
    clientId: ctx.clientKey,
    redirectUris: ctx.redirectUris,
    knownScopes: TIKTOK_KNOWN_SCOPES,
    scenarios: TIKTOK_SCENARIOS,
    hidden: (request) => ({
      client_key: ctx.clientKey,
      scope: request.scopes.join(','),
      response_type: 'code',
      redirect_uri: request.redirectUri,
    }),
    cancelled: { error: 'access_denied', error_description: 'The user denied the authorization request.' },
    granted: (code, request) => ({ code, scopes: request.scopes.join(',') }),
    endpoint: (handler) => ctx.endpoint('authorize', handler),
    grants: ctx.grants,
    newSeed,
  });
}
