import { errorMessage, errorStatus, type ErrorCode, type ErrorMessageArgs } from '@ma/domain';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The body of every answer other than 2xx (docs/architecture.md, "Errors and codes"). */
export interface ErrorBody {
  detail: string;
  code: ErrorCode;
  /** Field-level messages of a 422, keyed by the wire (snake_case) path. */
  fields?: Record<string, string>;
}

/**
 * An answer other than 2xx, raised by code from a handler, a middleware or a service and
 * rendered by the app's one `onError`. Status and pt-BR message come from @ma/domain's error
 * table, so a code always answers the same way.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: ContentfulStatusCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string>;

  constructor(code: ErrorCode, detail: string, options: { fields?: Record<string, string>; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorStatus(code);
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  get body(): ErrorBody {
    return this.fields ? { detail: this.message, code: this.code, fields: this.fields } : { detail: this.message, code: this.code };
  }

  /** The same error with response headers (Retry-After, WWW-Authenticate). */
  withHeaders(headers: Record<string, string>): ApiError {
    return new ApiError(this.code, this.message, { fields: this.fields, headers: { ...this.headers, ...headers } });
  }
}

/** The error of `code`, its message written with what it needs: `throw apiError('COUPON_EXPIRED')`. */
export const apiError = <C extends ErrorCode>(code: C, ...args: ErrorMessageArgs<C>): ApiError => new ApiError(code, errorMessage(code, ...args));

/** The error of `code`, also placed on `field` (wire path) so that a form shows it beside the field. */
export function apiFieldError<C extends ErrorCode>(code: C, field: string, ...args: ErrorMessageArgs<C>): ApiError {
  const message = errorMessage(code, ...args);
  return new ApiError(code, message, { fields: { [field]: message } });
}

/** A 429 that says in minutes when to try again, and in seconds in Retry-After. */
export function tooManyAttempts(code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_RECOVERY_REQUESTS' | 'TOO_MANY_COUPON_ATTEMPTS', retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return apiError(code, minutes).withHeaders({ 'Retry-After': String(seconds) });
}

/** The answer of an error, for the places that answer rather than throw (onError, notFound). */
export const errorResponse = (c: Context, error: ApiError) => c.json(error.body, error.status, error.headers);
