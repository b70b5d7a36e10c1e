import type { Context, Hono } from 'hono';
import { checkAuthorizeRequest } from './authorize-request.ts';
import { htmlResponse, redirectTo, renderConsentError, renderConsentPage } from './consent-page.ts';
import { META_PERMISSIONS, type FakeMetaContext } from './fake-meta-context.ts';
import { CODE_TTL_SECONDS, redirectHash } from './grant-tokens.ts';
import { isMetaScenario, META_SCENARIOS, type MetaScenario } from './meta-demo-data.ts';

/** Issues a code for a consent: what the dialog's redirect carries. */
export function issueMetaCode(ctx: FakeMetaContext, input: { scenario: MetaScenario; redirectUri: string; seed: string; bits: number }): string {
  // 'Código expirado' hands out a code that is already past its ten minutes.
  const ttl = input.scenario === 'expired_code' ? -60 : CODE_TTL_SECONDS;
  return ctx.grants.issue({
    k: 'code',
    s: input.scenario,
    r: input.seed,
    g: ctx.grants.newGrant(),
    x: ctx.grants.expiresIn(ttl),
    p: input.bits,
    u: redirectHash(input.redirectUri),
  });
}

/**
 * Facebook Login's dialog, as a labelled demo stand-in for the consent screen, and its answer: a
 * redirect with `code` and `state`, or with `error=access_denied` (Cancelar)
 * (developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow).
 */
export function registerMetaConsent(app: Hono, ctx: FakeMetaContext, newSeed: () => string) {
  const stylesheet = `${ctx.prefix}/static/consent.css`;
  const check = (c: Context) =>
    checkAuthorizeRequest(
      {
        pageOrigin: new URL(c.req.url).origin,
        clientId: c.req.query('client_id'),
        redirectUri: c.req.query('redirect_uri'),
        responseType: c.req.query('response_type') ?? 'code',
        scope: c.req.query('scope'),
      },
      { clientId: ctx.appId, clientIdName: 'client_id', redirectUris: ctx.redirectUris, knownScopes: META_PERMISSIONS },
    );
  const refuse = (message: string) => htmlResponse(renderConsentError({ provider: 'Facebook', stylesheet, message }), 400);

  app.get(
    `${ctx.prefix}/dialog/oauth`,
    ctx.endpoint('dialog', (c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const state = c.req.query('state');
      const hidden = {
        client_id: ctx.appId,
        redirect_uri: request.redirectUri,
        response_type: 'code',
        scope: request.scopes.join(','),
        ...(state === undefined ? {} : { state }),
      };
      const html = renderConsentPage({
        provider: 'Facebook',
        heading: 'Entrar com o Facebook',
        stylesheet,
        action: `${ctx.prefix}/dialog/oauth/confirm`,
        hidden,
        scenarios: META_SCENARIOS,
        question: 'O que o Facebook deve responder?',
        scopes: request.scopes,
      });
      return htmlResponse(html, 200, request.redirectOrigin);
    }),
  );

  app.get(
    `${ctx.prefix}/dialog/oauth/confirm`,
    ctx.endpoint('dialog', (c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const state = c.req.query('state');
      if (c.req.query('action') === 'cancel') {
        return redirectTo(request.redirectUri, {
          error: 'access_denied',
          error_code: '200',
          error_description: 'Permissions error',
          error_reason: 'user_denied',
          state,
        });
      }
      const scenario = c.req.query('scenario') ?? '';
      if (!isMetaScenario(scenario)) return refuse('Escolha uma das opções da demonstração.');
      return redirectTo(request.redirectUri, {
        code: issueMetaCode(ctx, { scenario, redirectUri: request.redirectUri, seed: newSeed(), bits: request.bits }),
        state,
      });
    }),
  );
}
