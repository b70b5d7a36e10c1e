import { toCamelKeys, toSnakeKeys } from '@ma/api-client/wire';
import type { z } from 'zod';
import { validationError } from './validation.ts';

type JsonObject = Record<string, unknown>;

/**
 * A wire (snake_case) body as the app-side value of `schema`. The route's wire schema has
 * checked its shape; the app schema adds the rules that span fields, and a broken one
 * answers the same 422 as any other field error.
 */
export function fromWire<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(toCamelKeys(body));
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * An app-side value checked against its schema (the API validates its output too) and
 * converted to the wire's snake_case keys, by the same rule as the web client
 * (@ma/api-client/wire).
 */
export function toWire<T extends z.ZodType>(schema: T, value: z.input<T>): JsonObject {
  return toSnakeKeys(schema.parse(value)) as JsonObject;
}
