import { z } from 'zod';
import { retryAfterHeaderMs, type ProviderAnswer } from '../../../lib/provider-http.ts';
import { ProviderError, type ProviderFailure } from './provider.ts';
import { plain } from './provider-values.ts';

// developers.facebook.com/docs/graph-api/guides/error-handling
const graphErrorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    fbtrace_id: z.string().optional(),
  }),
});

export type GraphError = z.infer<typeof graphErrorSchema>['error'];

export const readGraphError = (body: unknown): GraphError | undefined => {
  const parsed = graphErrorSchema.safeParse(body);
  return parsed.success ? parsed.data.error : undefined;
};

/** Throttling: app (4), user (17), page (32), custom (613) and Business Use Case limits (80001...). */
const RATE_LIMIT_CODES = new Set([4, 17, 32, 613]);
const isBusinessUseCaseLimit = (code: number) => code >= 80000 && code <= 80099;
/** OAuthException subcodes that say the session is gone: not installed, checkpoint, password changed, expired, invalid... */
const SESSION_SUBCODES = new Set([102, 458, 459, 460, 463, 464, 467, 492]);

/**
 * Which failure a Graph error is. `exchange` is the /oauth/access_token call, where code 100
 * means the code itself was refused (expired, used, wrong redirect_uri). Missing permissions
 * (10, 200-299) count as 'token': only a new consent brings them back.
 */
export function graphFailure(error: GraphError | undefined, status: number, stage: 'exchange' | 'api'): ProviderFailure {
  const code = error?.code;
  if (code === 190 || code === 102) return 'token';
  if (error?.type === 'OAuthException' && error.error_subcode !== undefined && SESSION_SUBCODES.has(error.error_subcode)) return 'token';
  if (stage === 'exchange' && code === 100 && error?.type === 'OAuthException') return 'token';
  if (code === 10 || (code !== undefined && code >= 200 && code <= 299)) return 'token';
  if (status === 429 || (code !== undefined && (RATE_LIMIT_CODES.has(code) || isBusinessUseCaseLimit(code)))) return 'rate_limited';
  return 'unavailable';
}

/**
 * How long Meta asks us to wait: the largest `estimated_time_to_regain_access` (minutes) of the
 * usage headers, else Retry-After. developers.facebook.com/docs/graph-api/overview/rate-limiting
 */
export function metaRetryAfterMs(headers: Headers, now: Date): number | undefined {
  let minutes = 0;
  for (const name of ['x-business-use-case-usage', 'x-app-usage']) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      minutes = Math.max(minutes, largestRegainTime(JSON.parse(raw) as unknown, 0));
    } catch {
      // An unreadable usage header only loses the hint.
    }
  }
  return minutes > 0 ? minutes * 60_000 : retryAfterHeaderMs(headers, now);
}

// The Business Use Case header nests entries per business id: {"<id>": [{..., estimated_time_to_regain_access}]}.
function largestRegainTime(value: unknown, depth: number): number {
  if (depth > 3 || value === null || typeof value !== 'object') return 0;
  let largest = 0;
  for (const [key, item] of Object.entries(value)) {
    if (key === 'estimated_time_to_regain_access' && typeof item === 'number') largest = Math.max(largest, item);
    else largest = Math.max(largest, largestRegainTime(item, depth + 1));
  }
  return largest;
}

/**
 * The ProviderError for a Graph answer that is not a success. The message names the call, the
 * status and Graph's code, type and trace id, never Graph's own text: Graph echoes a malformed
 * token in it ("Malformed access token EAA...").
 */
export function graphProviderError(answer: ProviderAnswer, what: string, stage: 'exchange' | 'api', now: Date): ProviderError {
  const error = readGraphError(answer.body);
  const failure = graphFailure(error, answer.status, stage);
  const details = [
    `HTTP ${answer.status}`,
    error?.code !== undefined ? `code ${error.code}${error.error_subcode !== undefined ? `/${error.error_subcode}` : ''}` : 'no Graph error',
    plain(error?.type),
    plain(error?.fbtrace_id) && `fbtrace_id ${error?.fbtrace_id}`,
  ].filter(Boolean);
  const retryAfterMs = failure === 'rate_limited' ? metaRetryAfterMs(answer.headers, now) : undefined;
  return new ProviderError('meta', failure, `Meta ${what}: ${failure} (${details.join(', ')})`, retryAfterMs);
}
