import { createHash } from 'node:crypto';
import { idempotencyKeySchema, IDEMPOTENCY_KEY_HEADER } from '@ma/api-client/schemas';
import type { Context } from 'hono';
import { fieldError } from './validation.ts';

/**
 * The Idempotency-Key of a paid request (docs/product/aira.md, "Paid once"): required, 16 to 64
 * letters, digits, '-' or '_'. The same key from the same account is the same request: it is
 * charged once, and a second arrival answers what the first did.
 */
export function readIdempotencyKey(c: Context): string {
  const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
  const parsed = idempotencyKeySchema.safeParse(key);
  if (!parsed.success) throw fieldError(IDEMPOTENCY_KEY_HEADER, 'Envie o cabeçalho Idempotency-Key (16 a 64 letras, números, - ou _).');
  return parsed.data;
}

/** A stable hash of a request's (validated) body: the same key with another body is refused. */
export function requestHash(body: unknown): string {
  return createHash('sha256').update(stableJson(body)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}
