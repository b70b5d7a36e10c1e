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
  /** Members a route documents beside `detail` and `code` (GET /v3/health's `status`, `database`). */
  readonly extra: Record<string, string>;

  constructor(code: ErrorCode, detail: string, options: ApiErrorOptions = {}) {
    super(detail);
    this.name = 'ApiError';
    this.code = code;
    this.status = errorStatus(code);
    this.fields = options.fields;
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }

  get body(): ErrorBody {
    const body = { ...this.extra, detail: this.message, code: this.code };
    return this.fields ? { ...body, fields: this.fields } : body;
  }

  /** The same error with response headers (Retry-After, WWW-Authenticate). */
  withHeaders(headers: Record<string, string>): ApiError {
    return new ApiError(this.code, this.message, { ...this.options, headers: { ...this.headers, ...headers } });
  }

  /** The same error with more members in its body; `detail`, `code` and `fields` stay the error's. */
  withBody(extra: Record<string, string>): ApiError {
    return new ApiError(this.code, this.message, { ...this.options, extra: { ...this.extra, ...extra } });
  }

  private get options(): ApiErrorOptions {
    return { fields: this.fields, headers: this.headers, extra: this.extra };
  }
}

interface ApiErrorOptions {
  fields?: Record<string, string>;
  headers?: Record<string, string>;
  extra?: Record<string, string>;
}

/** The error of `code`, its message written with what it needs: `throw apiError('COUPON_EXPIRED')`. */
export const apiError = <C extends ErrorCode>(code: C, ...args: ErrorMessageArgs<C>): ApiError => new ApiError(code, errorMessage(code, ...args));

/** The error of `code`, also placed on `field` (wire path) so that a form shows it beside the field. */
export function apiFieldError<C extends ErrorCode>(code: C, field: string, ...args: ErrorMessageArgs<C>): ApiError {
  const message = errorMessage(code, ...args);
  return new ApiError(code, message, { fields: { [field]: message } });
}

/** The codes a rate limit answers with (429 with Retry-After). */
export type TooManyCode =
  | 'TOO_MANY_LOGIN_ATTEMPTS'
  | 'TOO_MANY_RECOVERY_REQUESTS'
  | 'TOO_MANY_REGISTRATIONS'
  | 'TOO_MANY_EMAIL_CHANGES'
  | 'TOO_MANY_REAUTH_CODES'
  | 'TOO_MANY_REAUTH_INSTAGRAM'
  | 'TOO_MANY_PHOTO_UPLOADS'
  | 'TOO_MANY_KIT_SAVES'
  | 'TOO_MANY_COUPON_ATTEMPTS'
  | 'STATS_REFRESH_TOO_SOON'
  | 'TOO_MANY_PROFILE_LIST_REQUESTS'
  | 'TOO_MANY_UNSUBSCRIBE_REQUESTS'
  | 'TOO_MANY_CONNECT_STARTS'
  | 'TOO_MANY_DECISION_CHANGES'
  | 'TOO_MANY_BRAND_INVITATIONS'
  | 'TOO_MANY_EMAIL_PROOFS'
  | 'TOO_MANY_DELIVERABLE_WRITES'
  | 'TOO_MANY_MESSAGES'
  | 'TOO_MANY_CONVERSATION_REPORTS';

/** A 429 that says in minutes when to try again, and in seconds in Retry-After. */
export function tooManyAttempts(code: TooManyCode, retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return apiError(code, minutes).withHeaders({ 'Retry-After': String(seconds) });
}

/** Seconds a client should wait before trying again while the database is out of reach. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The 503 of a database out of reach, with Retry-After (docs/architecture.md, "A database outage"). */
export const databaseUnavailable = () => apiError('DATABASE_UNAVAILABLE').withHeaders({ 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) });

/** The answer of an error, for the places that answer rather than throw (onError, notFound). */
export const errorResponse = (c: Context, error: ApiError) => c.json(error.body, error.status, error.headers);
