import type { Context } from 'hono';
import type { z } from 'zod';
import { messages } from './messages.ts';
import type { ErrorBody } from './errors.ts';

/**
 * A 422 body from a failed validation of the wire: the first problem in `detail`
 * ("email: Informe um e-mail válido."), every field's first message in `fields`,
 * keyed by its snake_case path ("items.0.name").
 */
export function validationErrorBody(error: z.ZodError): ErrorBody {
  const fields: Record<string, string> = {};
  let rootMessage: string | undefined;
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    if (path === '') rootMessage ??= issue.message;
    else fields[path] ??= issue.message;
  }
  const [first] = Object.entries(fields);
  if (first) return { detail: `${first[0]}: ${first[1]}`, fields };
  return { detail: rootMessage ? `${messages.invalidBody} ${rootMessage}` : messages.invalidBody };
}

type HookResult = { success: true } | { success: false; error: z.ZodError };

/** The defaultHook of every router: a failed validation answers 422, never reaching the handler. */
export function validationHook(result: HookResult, c: Context) {
  if (!result.success) return c.json(validationErrorBody(result.error), 422);
  return undefined;
}
