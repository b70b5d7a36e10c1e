import type { Hono } from 'hono';
import { RETURN_PATHS } from '../../connect-services.ts';
import { registerConsentDialog } from './consent-dialog.ts';
import { META_PERMISSIONS, type FakeMetaContext } from './fake-meta-context.ts';
import { META_SCENARIOS } from './meta-demo-data.ts';

/**
 * Facebook Login's dialog, as a labelled demo stand-in for the consent screen, and its answer: a
 * redirect with `code` and `state`, or with `error=access_denied` (Cancelar)
 * (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow).
 */
export function registerMetaConsent(app: Hono, ctx: FakeMetaContext, newSeed: () => string) {
  registerConsentDialog(app, {
    provider: 'Facebook',
    heading: 'Entrar com o Facebook',
    question: 'O que o Facebook deve responder?',
    path: `${ctx.prefix}/dialog/oauth`,
    confirmPath: `${ctx.prefix}/dialog/oauth/confirm`,
    stylesheet: `${ctx.prefix}/static/consent.css`,
    clientIdName: 'client_id',
    clientId: ctx.appId,
    defaultResponseType: 'code',
    redirectUris: ctx.redirectUris,
    knownScopes: META_PERMISSIONS,
    scenarios: META_SCENARIOS,
    hidden: (request) => ({
      client_id: ctx.appId,
      redirect_uri: request.redirectUri,
      response_type: 'code',
      scope: request.scopes.join(','),
    }),
    cancelled: { error: 'access_denied', error_code: '200', error_description: 'Permissions error', error_reason: 'user_denied' },
    granted: (code) => ({ code }),
    endpoint: (handler) => ctx.endpoint('dialog', handler),
    grants: ctx.grants,
    newSeed,
    rememberPerson: { cookie: 'demo_facebook_person', reuseFor: (uri) => new URL(uri).pathname === RETURN_PATHS.reauthInstagram },
  });
}
