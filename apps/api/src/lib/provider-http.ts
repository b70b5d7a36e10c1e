import ky, { isHTTPError, isNetworkError, isTimeoutError, type KyResponse } from 'ky';

/**
 * The one HTTP client for the services we call with a secret (Meta, TikTok, the AI writer, the
 * voice service), on ky: a time limit per attempt, another try on a 429, a 5xx, a timeout or a
 * dropped connection (base × 2^n, or the Retry-After asked, in seconds or as an HTTP date, up to
 * a cap), the caller's AbortSignal honoured, and redirects refused (following one would carry the
 * key elsewhere). Every HTTP answer comes back, the last one when the attempts ran out; what a
 * status means is each client's own business. A timeout or a network failure is a
 * ProviderHttpError, whose message names the call without a token or a secret.
 */
export interface ProviderHttpOptions {
  /** Per attempt: the answer and its body. */
  timeoutMs: number;
  /** Attempts in all, the first one included. @default 1 */
  attempts?: number;
  /** The wait after the n-th failed attempt: backoffMs × 2^(n-1). @default 500 */
  backoffMs?: number;
  /** The longest Retry-After honoured; a longer one waits this long. @default 10000 */
  maxRetryAfterMs?: number;
  fetch?: typeof fetch;
  /** The client's own error for a timeout or a network failure. @default the ProviderHttpError itself */
  failure?: (error: ProviderHttpError) => Error;
}

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: URL | string;
  headers?: Record<string, string>;
  /** A FormData or a stream is sent again on a retry (ky keeps a copy). */
  body?: RequestInit['body'];
  signal?: AbortSignal;
  /** The call as error messages name it. @default the method and the URL, its secrets redacted */
  what?: string;
}

/** An HTTP answer, read to the end within the time limit. */
export interface ProviderAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  readonly body: unknown;
}

/** No answer: a timeout or a network failure, after the last attempt. */
export class ProviderHttpError extends Error {
  constructor(
    readonly failure: 'timeout' | 'network',
    /** Why, without the call: 'no answer within 200 ms', 'network failure (ECONNREFUSED)'. */
    readonly reason: string,
    what: string,
  ) {
    super(`${what}: ${reason}`);
    this.name = 'ProviderHttpError';
  }
}

export type SendToProvider = (request: ProviderRequest) => Promise<ProviderAnswer>;

/** The statuses worth another attempt: throttling and the provider's own failures. */
export const isRetryableStatus = (status: number): boolean => status === 429 || (status >= 500 && status <= 599);
export const isSuccess = (status: number): boolean => status >= 200 && status < 300;

const RETRYABLE_STATUSES = [429, ...Array.from({ length: 100 }, (_, index) => 500 + index)];

export function createProviderHttp(options: ProviderHttpOptions): SendToProvider {
  const attempts = options.attempts ?? 1;
  const backoffMs = options.backoffMs ?? 500;
  const fail = (error: ProviderHttpError) => options.failure?.(error) ?? error;
  return async (request) => {
    const what = request.what ?? `${request.method} ${redactUrl(request.url)}`;
    let last: KyResponse | undefined;
    try {
      const bytes = await ky(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        signal: request.signal,
        redirect: 'error',
        fetch: options.fetch,
        timeout: options.timeoutMs,
        // A single attempt reads the answer and its body under one deadline.
        totalTimeout: attempts === 1 ? options.timeoutMs : false,
        // Only what is worth another attempt is an error to ky; the last one comes back as an answer below.
        throwHttpErrors: attempts > 1 && isRetryableStatus,
        retry: {
          limit: attempts - 1,
          methods: ['get', 'post', 'put', 'patch', 'delete'],
          statusCodes: RETRYABLE_STATUSES,
          afterStatusCodes: RETRYABLE_STATUSES,
          maxRetryAfter: options.maxRetryAfterMs ?? 10_000,
          delay: (attempt) => backoffMs * 2 ** (attempt - 1),
          retryOnTimeout: true,
          // Whatever else went wrong on the way (a fetch that threw) is tried again too, unless the caller gave up.
          shouldRetry: ({ error }) => (request.signal?.aborted ? false : isHTTPError(error) ? undefined : true),
        },
        hooks: { afterResponse: [({ response }) => void (last = response)] },
      }).arrayBuffer();
      if (!last) throw new Error('ky answered without a response');
      return answer(last.status, last.headers, new Uint8Array(bytes));
    } catch (error) {
      request.signal?.throwIfAborted();
      if (isHTTPError(error)) return answer(error.response.status, error.response.headers, bytesOf(error.data));
      if (isTimeoutError(error)) throw fail(new ProviderHttpError('timeout', `no answer within ${options.timeoutMs} ms`, what));
      // Never ky's or undici's message, which holds the URL: only the cause's code (ECONNREFUSED...).
      const code = errorCode(isNetworkError(error) ? error.cause : error);
      throw fail(new ProviderHttpError('network', `network failure${code ? ` (${code})` : ''}`, what));
    }
  };
}

function answer(status: number, headers: Headers, bytes: Uint8Array): ProviderAnswer {
  let parsed: { value: unknown } | undefined;
  return {
    status,
    headers,
    bytes,
    get body() {
      parsed ??= { value: parseJson(bytes) };
      return parsed.value;
    },
  };
}

// ky reads an error's body into `data`: JSON when the answer says so, text otherwise.
function bytesOf(data: unknown): Uint8Array {
  if (data === undefined) return new Uint8Array();
  return new TextEncoder().encode(typeof data === 'string' ? data : JSON.stringify(data));
}

function parseJson(bytes: Uint8Array): unknown {
  if (bytes.length === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
  } catch {
    return undefined;
  }
}

/** The first system error code down the chain of causes, when it looks like one. */
function errorCode(error: unknown): string | undefined {
  for (let depth = 0; depth < 4 && error instanceof Error; depth += 1) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z0-9_]+$/.test(code)) return code;
    error = error.cause;
  }
  return undefined;
}

/** Query parameters whose values are credentials: Meta's Graph API takes the token in the query. */
const SECRET_PARAMETER = /token|secret|proof|code|key|password|signature|auth|session|credential/i;

/** A URL fit for a log line: the values of credential-like query parameters replaced. */
export function redactUrl(url: URL | string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return '(an invalid URL)';
  }
  for (const key of new Set(parsed.searchParams.keys())) if (SECRET_PARAMETER.test(key)) parsed.searchParams.set(key, 'redacted');
  parsed.username = '';
  parsed.password = '';
  return parsed.href;
}

/** Retry-After in milliseconds, given as seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterHeaderMs(headers: Headers, now: Date): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}
