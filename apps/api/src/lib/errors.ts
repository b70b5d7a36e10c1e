import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface ErrorBody {
  detail: string;
  code?: string;
  fields?: Record<string, string>;
}

export const errorBody = (detail: string, code?: string): ErrorBody => (code === undefined ? { detail } : { detail, code });

/**
 * An answer other than 2xx thrown from a middleware or a service, rendered by the
 * app's one `onError` as `{detail, code?}` (handlers return theirs with `c.json`).
 */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly body: ErrorBody;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, detail: string, options: { code?: string; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.status = status;
    this.body = errorBody(detail, options.code);
    this.headers = options.headers ?? {};
  }
}
