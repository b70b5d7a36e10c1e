import type { Clock } from '../../../../lib/clock.ts';
import type { FakeProviderContext } from './fake-provider.ts';
import type { FakeFailure } from './fake-traffic.ts';

export const TIKTOK_ENDPOINTS = ['authorize', 'token', 'revoke', 'user', 'videos', 'avatar'] as const;
export type TikTokEndpoint = (typeof TIKTOK_ENDPOINTS)[number];

/** The scopes the fake knows: the ones the client asks for and a few others. */
export const TIKTOK_KNOWN_SCOPES = [
  'user.info.basic',
  'user.info.profile',
  'user.info.stats',
  'video.list',
  'video.upload',
  'video.publish',
] as const;

export const ACCESS_TOKEN_TTL_SECONDS = 86_400;
export const REFRESH_TOKEN_TTL_SECONDS = 31_536_000;

/** What the fake's handlers share. */
export interface FakeTikTokContext extends FakeProviderContext<TikTokEndpoint> {
  clientKey: string;
  clientSecret: string;
  logId(): string;
}

/** TikTok's log_id: a timestamp and a request number (a counter: no randomness per call). */
export function createLogIds(clock: Clock): () => string {
  let counter = 0;
  return () => {
    counter = (counter + 1) % 0xffffffff;
    return `${clock.now().toISOString().replace(/\D/g, '').slice(0, 14)}${counter.toString(16).toUpperCase().padStart(20, '0')}`;
  };
}

/** An OAuth endpoint's refusal (developers.tiktok.com/doc/oauth-error-handling). */
export const oauthErrorBody = (error: string, description: string, logId: string) => ({ error, error_description: description, log_id: logId });
export const oauthError = (status: number, error: string, description: string, logId: string): Response =>
  Response.json(oauthErrorBody(error, description, logId), { status });

/** A Display API answer: `data` and `error`, with code 'ok' on success (developers.tiktok.com/doc/tiktok-api-v2-error-handling). */
export const apiBody = (data: unknown, code: string, message: string, logId: string) => ({ data, error: { code, message, log_id: logId } });
export const apiError = (status: number, code: string, message: string, logId: string): Response =>
  Response.json(apiBody({}, code, message, logId), { status });

const isOAuth = (endpoint: TikTokEndpoint) => endpoint === 'token' || endpoint === 'revoke';

/** The body of a failure a test queued (`control.failNext`): the endpoint's error shape, a code to suit the status by default. */
export const tiktokFailureBody =
  (logId: () => string) =>
  (endpoint: TikTokEndpoint, failure: FakeFailure<string>): unknown => {
    if (isOAuth(endpoint)) {
      const error = failure.code ?? (failure.status === 429 ? 'rate_limit_exceeded' : failure.status >= 500 ? 'server_error' : 'invalid_grant');
      return oauthErrorBody(error, 'Injected failure.', logId());
    }
    const code =
      failure.code ??
      (failure.status === 429
        ? 'rate_limit_exceeded'
        : failure.status === 401
          ? 'access_token_invalid'
          : failure.status >= 500
            ? 'internal_error'
            : 'invalid_params');
    return apiBody({}, code, 'Injected failure.', logId());
  };
