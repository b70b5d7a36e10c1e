import { ProviderError, type ProviderName } from './provider.ts';

/** One call to a provider. */
export interface ProviderRequest {
  /** Method and path, for error messages: never the query, which carries tokens, codes and secrets. */
  what: string;
  url: URL;
  init?: RequestInit;
}

/** What came back, read to the end within the time limit. */
export interface ProviderAnswer {
  status: number;
  headers: Headers;
  /** The body parsed as JSON; undefined when it is empty or not JSON. */
  body: unknown;
}

export type SendToProvider = (request: ProviderRequest) => Promise<ProviderAnswer>;

/**
 * Sends a request and reads the whole answer under one deadline (AbortSignal.timeout covers the
 * body as well as the headers). A timeout or a network failure becomes an 'unavailable'
 * ProviderError whose message names the call but not its query. Redirects are refused: a
 * provider's API never answers with one, and following it would carry the token elsewhere.
 */
export function createProviderHttp(options: { provider: ProviderName; fetch: typeof fetch; timeoutMs: number }): SendToProvider {
  return async (request) => {
    try {
      const response = await options.fetch(request.url, { ...request.init, redirect: 'error', signal: AbortSignal.timeout(options.timeoutMs) });
      const text = await response.text();
      return { status: response.status, headers: response.headers, body: parseJson(text) };
    } catch (error) {
      throw new ProviderError(options.provider, 'unavailable', `${request.what}: ${describeFailure(error, options.timeoutMs)}`);
    }
  };
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// The cause's code only (ECONNREFUSED...): undici's messages are safe today, but nothing here
// should depend on a library never echoing the URL.
function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof cause?.code === 'string' && /^[A-Z0-9_]+$/.test(cause.code) ? ` (${cause.code})` : '';
  return `network failure${code}`;
}

/** Retry-After in milliseconds, given as seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterHeaderMs(headers: Headers, now: Date): number | undefined {
  const value = headers.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now.getTime());
}

export const isSuccess = (status: number): boolean => status >= 200 && status < 300;
