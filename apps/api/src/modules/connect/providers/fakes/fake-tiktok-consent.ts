import type { Context, Hono } from 'hono';
import { checkAuthorizeRequest } from './authorize-request.ts';
import { htmlResponse, redirectTo, renderConsentError, renderConsentPage } from './consent-page.ts';
import { TIKTOK_KNOWN_SCOPES, type FakeTikTokContext } from './fake-tiktok-context.ts';
import { CODE_TTL_SECONDS, redirectHash } from './grant-tokens.ts';
import { isTikTokScenario, TIKTOK_SCENARIOS, type TikTokScenario } from './tiktok-demo-data.ts';

/** Issues a code for a consent: what the redirect carries. */
export function issueTikTokCode(
  ctx: FakeTikTokContext,
  input: { scenario: TikTokScenario; redirectUri: string; seed: string; bits: number },
): string {
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
 * Login Kit's consent page, as a labelled demo stand-in, and its answer: a redirect with `code`,
 * `scopes` and `state`, or with `error=access_denied` (Cancelar) (developers.tiktok.com/doc/login-kit-web).
 */
export function registerTikTokConsent(app: Hono, ctx: FakeTikTokContext, newSeed: () => string) {
  const stylesheet = `${ctx.prefix}/static/consent.css`;
  const authorize = `${ctx.prefix}/v2/auth/authorize/`;
  const check = (c: Context) =>
    checkAuthorizeRequest(
      {
        pageOrigin: new URL(c.req.url).origin,
        clientId: c.req.query('client_key'),
        redirectUri: c.req.query('redirect_uri'),
        responseType: c.req.query('response_type'),
        scope: c.req.query('scope'),
      },
      { clientId: ctx.clientKey, clientIdName: 'client_key', redirectUris: ctx.redirectUris, knownScopes: TIKTOK_KNOWN_SCOPES },
    );
  const refuse = (message: string) => htmlResponse(renderConsentError({ provider: 'TikTok', stylesheet, message }), 400);

  app.get(
    authorize,
    ctx.endpoint('authorize', (c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const state = c.req.query('state');
      const hidden = {
        client_key: ctx.clientKey,
        scope: request.scopes.join(','),
        response_type: 'code',
        redirect_uri: request.redirectUri,
        ...(state === undefined ? {} : { state }),
      };
      const html = renderConsentPage({
        provider: 'TikTok',
        heading: 'Entrar com o TikTok',
        stylesheet,
        action: `${authorize}confirm`,
        hidden,
        scenarios: TIKTOK_SCENARIOS,
        question: 'O que o TikTok deve responder?',
        scopes: request.scopes,
      });
      return htmlResponse(html, 200, request.redirectOrigin);
    }),
  );

  app.get(
    `${authorize}confirm`,
    ctx.endpoint('authorize', (c) => {
      const request = check(c);
      if (!request.ok) return refuse(request.message);
      const state = c.req.query('state');
      if (c.req.query('action') === 'cancel')
        return redirectTo(request.redirectUri, { error: 'access_denied', error_description: 'The user denied the authorization request.', state });
      const scenario = c.req.query('scenario') ?? '';
      if (!isTikTokScenario(scenario)) return refuse('Escolha uma das opções da demonstração.');
      const code = issueTikTokCode(ctx, { scenario, redirectUri: request.redirectUri, seed: newSeed(), bits: request.bits });
      return redirectTo(request.redirectUri, { code, scopes: request.scopes.join(','), state });
    }),
  );
}
