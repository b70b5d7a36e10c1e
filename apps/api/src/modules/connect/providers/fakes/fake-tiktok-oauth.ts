import type { Context, Hono } from 'hono';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  oauthError,
  REFRESH_TOKEN_TTL_SECONDS,
  TIKTOK_KNOWN_SCOPES,
  type FakeTikTokContext,
} from './fake-tiktok-context.ts';
import { redirectHash, type GrantClaims } from './grant-tokens.ts';
import { demoTikTokUser } from './tiktok-demo-data.ts';

const scopeList = (bits: number) => TIKTOK_KNOWN_SCOPES.filter((_, i) => (bits & (1 << i)) !== 0).join(',');

/** An access token and a refresh token of the grant, as /v2/oauth/token/ answers them. */
export function issueTikTokTokens(ctx: FakeTikTokContext, claims: Pick<GrantClaims, 's' | 'r' | 'g' | 'p'>, refreshExpiresAt?: number) {
  const grant = { s: claims.s, r: claims.r, g: claims.g, p: claims.p };
  const refreshX = refreshExpiresAt ?? ctx.grants.expiresIn(REFRESH_TOKEN_TTL_SECONDS);
  return {
    access_token: ctx.grants.issue({ ...grant, k: 'access', x: ctx.grants.expiresIn(ACCESS_TOKEN_TTL_SECONDS) }),
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    open_id: demoTikTokUser(claims.r).open_id,
    refresh_expires_in: Math.max(1, refreshX - ctx.grants.expiresIn(0)),
    refresh_token: ctx.grants.issue({ ...grant, k: 'refresh', x: refreshX }),
    scope: scopeList(claims.p),
    token_type: 'Bearer',
  };
}

/**
 * /v2/oauth/token/ for codes and refresh tokens, and /v2/oauth/revoke/
 * (developers.tiktok.com/doc/oauth-user-access-token-management).
 */
export function registerTikTokToken(app: Hono, ctx: FakeTikTokContext) {
  app.post(
    `${ctx.prefix}/v2/oauth/token/`,
    ctx.endpoint('token', async (c) => {
      const form = await clientForm(ctx, c);
      if (form instanceof Response) return form;
      const grantType = form.get('grant_type');
      if (grantType === 'authorization_code') return exchangeCode(ctx, form.get('code') ?? undefined, form.get('redirect_uri') ?? undefined);
      if (grantType === 'refresh_token') return refresh(ctx, form.get('refresh_token') ?? undefined);
      return oauthError(400, 'unsupported_grant_type', 'The grant type is not supported.', ctx.logId());
    }),
  );

  app.post(
    `${ctx.prefix}/v2/oauth/revoke/`,
    ctx.endpoint('revoke', async (c) => {
      const form = await clientForm(ctx, c);
      if (form instanceof Response) return form;
      // As OAuth revocation goes (RFC 7009), a token already gone is not an error.
      ctx.grants.revokeToken(form.get('token') ?? undefined, ['access', 'refresh']);
      return c.json({});
    }),
  );
}

/** The form of a call by our app: urlencoded, with its client key and secret; otherwise TikTok's refusal. */
async function clientForm(ctx: FakeTikTokContext, c: Context): Promise<URLSearchParams | Response> {
  if (!(c.req.header('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
    return oauthError(400, 'invalid_request', 'The request must be application/x-www-form-urlencoded.', ctx.logId());
  const form = new URLSearchParams(await c.req.text());
  if (form.get('client_key') !== ctx.clientKey || form.get('client_secret') !== ctx.clientSecret)
    return oauthError(401, 'invalid_client', 'Client key or secret is incorrect.', ctx.logId());
  return form;
}

function exchangeCode(ctx: FakeTikTokContext, code: string | undefined, redirectUri: string | undefined): Response {
  const check = ctx.grants.read(code, ['code'], { ignoreExpiry: true });
  if (!check.ok) return oauthError(400, 'invalid_grant', 'Authorization code is invalid.', ctx.logId());
  const claims = check.claims;
  if (claims.s === 'unavailable') return oauthError(500, 'server_error', 'The server encountered an unexpected condition.', ctx.logId());
  if (claims.x * 1000 <= ctx.clock.now().getTime()) return oauthError(400, 'invalid_grant', 'Authorization code is expired.', ctx.logId());
  if (!redirectUri || redirectHash(redirectUri) !== claims.u)
    return oauthError(400, 'invalid_grant', 'Redirect URI does not match the authorization request.', ctx.logId());
  if (!ctx.grants.consume(claims)) return oauthError(400, 'invalid_grant', 'Authorization code has been used.', ctx.logId());
  return Response.json(issueTikTokTokens(ctx, claims));
}

// A refresh keeps the grant and the refresh token's own expiry: refreshing does not extend the grant.
function refresh(ctx: FakeTikTokContext, refreshToken: string | undefined): Response {
  const check = ctx.grants.read(refreshToken, ['refresh']);
  if (!check.ok) return oauthError(400, 'invalid_grant', 'Refresh token is invalid or expired.', ctx.logId());
  return Response.json(issueTikTokTokens(ctx, check.claims, check.claims.x));
}
