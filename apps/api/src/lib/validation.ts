import { errorMessage, errorStatus, isErrorCode } from '@ma/domain';
import { snakePath } from '@ma/api-client/wire';
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors.ts';
import type { NotFoundCode } from './openapi.ts';

/**
 * The one 422 of the API, whichever check failed (the route's wire schema, or an app schema
 * with the rules that need more than the body): `detail` is the first problem's pt-BR message,
 * as a person reads it; `fields` holds each field's first message, keyed by its snake_case path
 * ("items.0.logo_url"). A problem with the whole body (no single field is wrong) has no key.
 */
export function validationError(error: z.ZodError): ApiError {
  const fields: Record<string, string> = {};
  let detail: string | undefined;
  for (const issue of error.issues) {
    const path = snakePath(issue.path.map(String).join('.'));
    // A body that is not even an object says so; a rule of the whole form speaks for itself.
    const bodyShape = path === '' && issue.code !== 'custom';
    detail ??= bodyShape ? `${errorMessage('VALIDATION_FAILED')} ${issue.message}` : issue.message;
    if (path !== '') fields[path] ??= issue.message;
  }
  return new ApiError('VALIDATION_FAILED', detail ?? errorMessage('VALIDATION_FAILED'), Object.keys(fields).length > 0 ? { fields } : {});
}

type HookResult = { success: true } | { success: false; error: z.ZodError };

/** The not-found an id parameter answers when malformed (openapi.ts `idPathParam`), if one failed. */
function notFoundOf(error: z.ZodError): ApiError | undefined {
  for (const issue of error.issues) {
    const code: unknown = issue.code === 'custom' ? issue.params?.['notFound'] : undefined;
    if (isErrorCode(code) && errorStatus(code) === 404) return new ApiError(code, errorMessage(code as NotFoundCode));
  }
  return undefined;
}

/**
 * The defaultHook of every router: a failed validation answers 422, never reaching the handler;
 * a malformed id in the path answers its route's not-found (404), as an unknown id does.
 */
export function validationHook(result: HookResult, _c: Context) {
  if (!result.success) throw notFoundOf(result.error) ?? validationError(result.error);
  return undefined;
}

/** A 422 about one field that only the server can judge (a city of the state, a known niche). */
export const fieldError = (field: string, message: string): ApiError =>
  new ApiError('VALIDATION_FAILED', message, { fields: { [snakePath(field)]: message } });
