import type { Context } from 'hono';
import { apiError } from './errors.ts';
import { fieldError } from './validation.ts';

/**
 * The file in `field` of a multipart body: BAD_REQUEST when the body is not one, `required` on the
 * field when it holds no file. The route's body limit has capped the body's size; the caller
 * checks the file's own.
 */
export async function multipartFile(c: Context, field: string, required: string): Promise<Blob> {
  let body: Record<string, unknown>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw apiError('BAD_REQUEST');
  }
  const file = body[field];
  if (!(file instanceof Blob)) throw fieldError(field, required);
  return file;
}
