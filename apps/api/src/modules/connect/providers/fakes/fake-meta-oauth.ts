import type { Hono } from 'hono';
import { graphError, LONG_TOKEN_TTL_SECONDS, META_TOKEN_KINDS, SHORT_TOKEN_TTL_SECONDS, type FakeMetaContext } from './fake-meta-context.ts';
import { redirectHash, type GrantClaims } from './grant-tokens.ts';

/**
 * Graph's /oauth/access_token: a code for a short-lived user token, then fb_exchange_token for a
 * long-lived one (developers.facebook.com/docs/facebook-login/guides/access-tokens/get-long-lived).
 */
export function registerMetaToken(app: Hono, ctx: FakeMetaContext) {
  app.get(
    `${ctx.prefix}/graph/oauth/access_token`,
    ctx.endpoint('token', (c) => {
      if (c.req.query('client_id') !== ctx.appId) return graphError(400, 101, 'Error validating application. Invalid application ID.');
      if (c.req.query('client_secret') !== ctx.appSecret) return graphError(400, 1, 'Error validating client secret.');
      if (c.req.query('grant_type') === 'fb_exchange_token') return longLived(ctx, c.req.query('fb_exchange_token'));
      return exchangeCode(ctx, c.req.query('code'), c.req.query('redirect_uri'));
    }),
  );
}

const tokenAnswer = (accessToken: string, expiresIn: number) =>
  Response.json({ access_token: accessToken, token_type: 'bearer', expires_in: expiresIn });

function exchangeCode(ctx: FakeMetaContext, code: string | undefined, redirectUri: string | undefined): Response {
  const check = ctx.grants.read(code, ['code'], { ignoreExpiry: true });
  if (!check.ok) return graphError(400, 100, 'Invalid verification code format.');
  const claims = check.claims;
  if (claims.s === 'unavailable') return graphError(500, 2, 'An unexpected error has occurred. Please retry your request later.');
  if (claims.x * 1000 <= ctx.clock.now().getTime()) return graphError(400, 100, 'This authorization code has expired.', { subcode: 36007 });
  if (!redirectUri || redirectHash(redirectUri) !== claims.u) {
    return graphError(
      400,
      100,
      'Error validating verification code. Please make sure your redirect_uri is identical to the one you used in the OAuth dialog request',
      { subcode: 36008 },
    );
  }
  if (!ctx.grants.consume(claims)) return graphError(400, 100, 'This authorization code has been used.', { subcode: 36009 });
  return tokenAnswer(issueUserToken(ctx, claims, 'short'), SHORT_TOKEN_TTL_SECONDS);
}

function longLived(ctx: FakeMetaContext, token: string | undefined): Response {
  const check = ctx.grants.read(token, META_TOKEN_KINDS);
  if (!check.ok && check.reason === 'expired') return graphError(400, 190, 'Error validating access token: Session has expired.', { subcode: 463 });
  if (!check.ok) return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  return tokenAnswer(issueUserToken(ctx, check.claims, 'long'), LONG_TOKEN_TTL_SECONDS);
}

/** A user token of the same grant (scenario, seed, permissions). */
export function issueUserToken(
  ctx: FakeMetaContext,
  claims: Pick<GrantClaims, 's' | 'r' | 'g' | 'p'>,
  kind: (typeof META_TOKEN_KINDS)[number],
): string {
  const ttl = kind === 'short' ? SHORT_TOKEN_TTL_SECONDS : LONG_TOKEN_TTL_SECONDS;
  return ctx.grants.issue({ k: kind, s: claims.s, r: claims.r, g: claims.g, p: claims.p, x: ctx.grants.expiresIn(ttl) });
}
