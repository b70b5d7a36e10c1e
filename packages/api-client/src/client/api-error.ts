import type { ApiErrorBody } from '../schemas/common.ts';

/** Any non-2xx answer, with the server's pt-BR `detail` (or `message`) when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  /**
   * The code the server named, if any: one of @ma/domain's error table (check it with
   * `isErrorCode` before reading the table). Not checked here, so that the names of every code
   * stay out of every page's first load (docs/decisions/008-first-load.md).
   */
  readonly code: string | undefined;
  readonly fields: Record<string, string>;
  /** True when the server sent its own message (as opposed to a network or parse failure). */
  readonly hasServerMessage: boolean;

  constructor(status: number, body: unknown) {
    const parsed = parseErrorBody(body);
    super(parsed.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.code = parsed.code;
    this.fields = parsed.fields;
    this.hasServerMessage = parsed.message !== undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What `apiErrorBodySchema` accepts, checked by hand: every page imports this class, and zod
 * loads only with the first request (docs/decisions/008-first-load.md). api-error.test.ts
 * holds the two to the same answers.
 */
export function isApiErrorBody(body: unknown): body is Omit<ApiErrorBody, 'code'> & { code?: string } {
  if (!isObject(body)) return false;
  const { detail, code, fields } = body;
  return (
    typeof detail === 'string' &&
    (code === undefined || typeof code === 'string') &&
    (fields === undefined || (isObject(fields) && Object.values(fields).every((field) => typeof field === 'string')))
  );
}

function parseErrorBody(body: unknown): { message?: string; code?: string; fields: Record<string, string> } {
  if (isApiErrorBody(body)) return { message: body.detail, code: body.code, fields: body.fields ?? {} };
  if (body && typeof body === 'object') {
    const { message, detail } = body as { message?: unknown; detail?: unknown };
    const text = typeof detail === 'string' ? detail : typeof message === 'string' ? message : undefined;
    return text === undefined ? { fields: {} } : { message: text, fields: {} };
  }
  return { fields: {} };
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
