import { retryAfterHeaderMs, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { ProviderError, type ProviderFailure } from './provider.ts';
import { plain } from './provider-values.ts';
import { tiktokApiErrorSchema, tiktokOAuthErrorSchema } from './tiktok-api-schemas.ts';

/** The OAuth refusals that mean the code, the refresh token or the grant is no good. */
const OAUTH_TOKEN_ERRORS = new Set(['invalid_grant', 'access_denied', 'invalid_token', 'expired_token']);
/** The Display API's codes that only a new consent fixes (developers.tiktok.com/doc/tiktok-api-v2-error-handling). */
const API_TOKEN_ERRORS = new Set(['access_token_invalid', 'scope_not_authorized', 'scope_permission_missed']);

/** The OAuth endpoints' `error`, when the body is one. */
export const readOAuthError = (body: unknown) => {
  const parsed = tiktokOAuthErrorSchema.safeParse(body);
  return parsed.success ? { code: parsed.data.error, logId: parsed.data.log_id } : undefined;
};

/** The Display API's `error`, unless it says 'ok'. */
export const readApiError = (body: unknown) => {
  const parsed = tiktokApiErrorSchema.safeParse(body);
  return parsed.success && parsed.data.error.code !== 'ok' ? { code: parsed.data.error.code, logId: parsed.data.error.log_id } : undefined;
};

export function tiktokFailure(code: string | undefined, status: number, kind: 'oauth' | 'api'): ProviderFailure {
  if (code !== undefined && (kind === 'oauth' ? OAUTH_TOKEN_ERRORS : API_TOKEN_ERRORS).has(code)) return 'token';
  if (code === 'rate_limit_exceeded' || status === 429) return 'rate_limited';
  // A bearer call refused with 401 and no readable code: the token, still.
  if (kind === 'api' && status === 401 && code === undefined) return 'token';
  return 'unavailable';
}

/**
 * The ProviderError for a TikTok answer that is not a success: the call, the status, TikTok's
 * error code and log id, never its description (it is TikTok's text, not ours to vouch for).
 */
export function tiktokProviderError(answer: ProviderAnswer, what: string, kind: 'oauth' | 'api', now: Date): ProviderError {
  const error = kind === 'oauth' ? readOAuthError(answer.body) : readApiError(answer.body);
  const failure = tiktokFailure(error?.code, answer.status, kind);
  const details = [`HTTP ${answer.status}`, `error ${plain(error?.code) ?? 'unknown'}`, plain(error?.logId) && `log_id ${error?.logId}`].filter(
    Boolean,
  );
  const retryAfterMs = failure === 'rate_limited' ? retryAfterHeaderMs(answer.headers, now) : undefined;
  return new ProviderError('tiktok', failure, `TikTok ${what}: ${failure} (${details.join(', ')})`, retryAfterMs);
}
