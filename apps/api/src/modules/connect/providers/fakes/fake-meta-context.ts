import { createHmac, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { FakeProviderContext } from './fake-provider.ts';
import type { FakeFailure } from './fake-traffic.ts';
import { hasScope, type GrantClaims } from './grant-tokens.ts';

export const META_ENDPOINTS = ['dialog', 'token', 'accounts', 'account', 'media', 'insights', 'permissions', 'avatar'] as const;
export type MetaEndpoint = (typeof META_ENDPOINTS)[number];

/** The permissions the fake knows: the ones the client asks for and a few others. */
export const META_PERMISSIONS = [
  'public_profile',
  'email',
  'pages_show_list',
  'pages_read_engagement',
  'business_management',
  'instagram_basic',
  'instagram_manage_insights',
  'pages_manage_metadata',
] as const;

/** Token kinds: the code, the short-lived user token it gives, the long-lived one (about 60 days). */
export const META_TOKEN_KINDS = ['short', 'long'] as const;
export const SHORT_TOKEN_TTL_SECONDS = 3600;
export const LONG_TOKEN_TTL_SECONDS = 5_183_944;

/** What the fake's handlers share. */
export interface FakeMetaContext extends FakeProviderContext<MetaEndpoint> {
  appId: string;
  appSecret: string;
  maxPageSize: number;
}

const GRAPH_MESSAGES: Record<number, string> = {
  1: 'An unknown error occurred',
  2: 'An unexpected error has occurred. Please retry your request later.',
  4: '(#4) Application request limit reached',
  17: '(#17) User request limit reached',
  32: '(#32) Page request limit reached',
  100: '(#100) Invalid parameter',
  190: 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.',
  613: '(#613) Calls to this api have exceeded the rate limit.',
  80002: '(#80002) There have been too many calls to this Instagram account. Wait a bit and try again.',
};

/** Graph's error body (developers.facebook.com/docs/graph-api/guides/error-handling). */
export function graphErrorBody(code: number, message: string, options: { subcode?: number; type?: string } = {}) {
  return {
    error: {
      message,
      type: options.type ?? 'OAuthException',
      code,
      ...(options.subcode === undefined ? {} : { error_subcode: options.subcode }),
      ...(code === 1 || code === 2 ? { is_transient: true } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

export const graphError = (status: number, code: number, message: string, options: { subcode?: number; type?: string } = {}): Response =>
  Response.json(graphErrorBody(code, message, options), {
    status,
    headers: { 'www-authenticate': code === 190 ? 'OAuth "Facebook Platform" "invalid_token"' : 'OAuth "Facebook Platform"' },
  });

/** The body of a failure a test queued (`control.failNext`): Graph's shape, a code to suit the status by default. */
export function metaFailureBody(_endpoint: MetaEndpoint, failure: FakeFailure<number>) {
  const code = failure.code ?? (failure.status === 429 ? 4 : failure.status >= 500 ? 2 : failure.status === 401 ? 190 : 100);
  return graphErrorBody(code, GRAPH_MESSAGES[code] ?? GRAPH_MESSAGES[1] ?? '', failure.subcode === undefined ? {} : { subcode: failure.subcode });
}

export const appSecretProof = (appSecret: string, token: string): string => createHmac('sha256', appSecret).update(token).digest('hex');

/**
 * The grant behind a Graph call, or Graph's refusal: a current user token, its appsecret_proof
 * (required, as with "Require App Secret" on) and the permission the call needs.
 */
export function graphAuth(ctx: FakeMetaContext, c: Context, permission?: (typeof META_PERMISSIONS)[number]): GrantClaims | Response {
  const token = c.req.query('access_token');
  if (!token) return graphError(400, 2500, 'An active access token must be used to query information about the current user.');
  const check = ctx.grants.read(token, META_TOKEN_KINDS);
  if (!check.ok) {
    if (check.reason === 'expired') return graphError(400, 190, 'Error validating access token: Session has expired.', { subcode: 463 });
    if (check.reason === 'revoked')
      return graphError(400, 190, 'Error validating access token: The user has not authorized application.', { subcode: 458 });
    return graphError(400, 190, 'Invalid OAuth access token - Cannot parse access token');
  }
  const proof = c.req.query('appsecret_proof');
  if (!proof) return graphError(400, 100, 'API calls from the server require an appsecret_proof argument', { type: 'GraphMethodException' });
  if (proof !== appSecretProof(ctx.appSecret, token))
    return graphError(400, 100, 'Invalid appsecret_proof provided in the API argument', { type: 'GraphMethodException' });
  if (permission && !hasScope(check.claims.p, permission, META_PERMISSIONS))
    return graphError(403, 10, '(#10) Application does not have permission for this action');
  return check.claims;
}
