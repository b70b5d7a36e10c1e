import { camelCase, snakeCase } from 'change-case';

// The one key-casing rule of the wire (docs/architecture.md, "The /v3 API"): snake_case on the
// wire, camelCase in the apps. change-case names both directions, so an acronym splits the same
// way everywhere ('logoURL' -> 'logo_url' -> 'logoUrl'); app-side keys are therefore written
// with one capital per word ('logoUrl'), which wire.test.ts checks for every schema.

// Every body goes through here, so each name is converted once and then read from a map.
// Bounded, because a record's keys (error `fields`, import files) need not be schema names.
const MAX_CACHED_KEYS = 2000;
function cached(convert: (key: string) => string): (key: string) => string {
  const names = new Map<string, string>();
  return (key) => {
    let converted = names.get(key);
    if (converted === undefined) {
      converted = convert(key);
      if (names.size < MAX_CACHED_KEYS) names.set(key, converted);
    }
    return converted;
  };
}

/** 'totalPosts' -> 'total_posts'. */
export const snakeKey = cached((key) => snakeCase(key));

/** 'total_posts' -> 'totalPosts'; digits join the word before them ('line_2' -> 'line2'). */
export const camelKey = cached((key) => camelCase(key, { mergeAmbiguousCharacters: true }));

/** A dotted field path, one segment at a time: 'items.0.logoUrl' <-> 'items.0.logo_url'. */
export const snakePath = (path: string): string => path.split('.').map(snakeKey).join('.');
export const camelPath = (path: string): string => path.split('.').map(camelKey).join('.');

type JsonObject = Record<string, unknown>;

/**
 * Plain objects and arrays, deeply, with every key converted; any other value as it is. Every
 * answer of the API goes through here: a loop over own keys, without the arrays of
 * `Object.entries`, is about twice as fast under load.
 */
function mapKeysDeep(value: unknown, convert: (key: string) => string): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items: unknown[] = new Array(value.length);
    for (let index = 0; index < value.length; index += 1) items[index] = mapKeysDeep(value[index], convert);
    return items;
  }
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const source = value as JsonObject;
  const converted: JsonObject = {};
  for (const key in source) if (Object.hasOwn(source, key)) converted[convert(key)] = mapKeysDeep(source[key], convert);
  return converted;
}

/** An app-side value as it travels: every key snake_case. */
export const toSnakeKeys = (value: unknown): unknown => mapKeysDeep(value, snakeKey);

/** A wire value as the apps read it: every key camelCase. */
export const toCamelKeys = (value: unknown): unknown => mapKeysDeep(value, camelKey);
