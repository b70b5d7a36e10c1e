import camelcaseKeys from 'camelcase-keys';
import snakecaseKeys from 'snakecase-keys';
import type { z } from 'zod';

type JsonObject = Record<string, unknown>;

/**
 * A validated wire (snake_case) body as the app-side value of `schema`. The wire schema
 * (`toWireSchema(schema)`) has already checked it; parsing again with the app schema
 * gives the typed, transformed value.
 */
export function fromWire<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const value = body && typeof body === 'object' ? camelcaseKeys(body as JsonObject, { deep: true }) : body;
  return schema.parse(value);
}

/**
 * An app-side value checked against its schema (the API validates its output too) and
 * converted to the wire's snake_case keys.
 */
export function toWire<T extends z.ZodType>(schema: T, value: z.input<T>): JsonObject {
  const parsed: unknown = schema.parse(value);
  return snakecaseKeys(parsed as JsonObject, { deep: true }) as JsonObject;
}
