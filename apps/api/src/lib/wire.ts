import camelcaseKeys from 'camelcase-keys';
import { snakeCase } from 'change-case';
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
  return snakeKeysDeep(schema.parse(value)) as JsonObject;
}

// Every answer goes through here, so the key names are converted once each, and the walk is
// a plain loop: snakecase-keys (map-obj, change-case on every key) took 24 us for /me's body,
// an eighth of the whole request. change-case still names the keys, as the web client's
// snakecase-keys does. Bounded: a record's keys (error `fields`) need not be schema names.
const MAX_CACHED_KEYS = 2000;
const snakeKeys = new Map<string, string>();
function snakeKey(key: string): string {
  let snake = snakeKeys.get(key);
  if (snake === undefined) {
    snake = snakeCase(key);
    if (snakeKeys.size < MAX_CACHED_KEYS) snakeKeys.set(key, snake);
  }
  return snake;
}

/** Plain objects and arrays, deeply, with snake_case keys; any other value as it is. */
function snakeKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeKeysDeep);
  if (value === null || typeof value !== 'object') return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const converted: JsonObject = {};
  for (const [key, item] of Object.entries(value)) converted[snakeKey(key)] = snakeKeysDeep(item);
  return converted;
}
