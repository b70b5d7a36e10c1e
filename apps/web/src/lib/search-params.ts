/**
 * Readers for the query string, for a route's `validateSearch`. Route options are part of
 * every page's first load, so these are small functions rather than zod schemas
 * (docs/decisions/008-first-load.md). A reader returns undefined for a value it cannot use,
 * so a hand-edited or old link loses only that field.
 */
export type Reader<T> = (value: unknown) => T | undefined;

type SearchOf<R extends Record<string, Reader<unknown>>> = { [K in keyof R]?: NonNullable<ReturnType<R[K]>> };

/** Reads each key with its reader; a key that is absent or unreadable is left out. */
export function readSearch<R extends Record<string, Reader<unknown>>>(readers: R, search: Record<string, unknown>): SearchOf<R> {
  const result: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(readers)) {
    const value = search[key] === undefined ? undefined : read(search[key]);
    if (value !== undefined) result[key] = value;
  }
  return result as SearchOf<R>;
}

/** A string of at least one character. The router reads `?token=123` as a number, which is not one. */
export const nonEmptyString: Reader<string> = (value) => (typeof value === 'string' && value.length > 0 ? value : undefined);

/** Text typed by a person: a string or a number (`?q=123`), trimmed, at most `max` characters. */
export const text =
  (max: number): Reader<string> =>
  (value) => {
    const raw = typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)) ? String(value).trim() : undefined;
    return raw !== undefined && raw.length <= max ? raw : undefined;
  };

/** One of `options`. */
export const oneOf =
  <T extends string>(options: readonly T[]): Reader<T> =>
  (value) =>
    options.find((option) => option === value);

/** A number of at least 0; text such as `?min=50` is read as a number. */
export const nonNegativeNumber: Reader<number> = (value) => {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : undefined;
};

/** `true` or `false` (not 'sim' or 1). */
export const boolean: Reader<boolean> = (value) => (typeof value === 'boolean' ? value : undefined);

/** A list (a lone value is a list of one) of at most `max` items; one unreadable item drops the list. */
export const listOf =
  <T>(item: Reader<T>, max: number): Reader<T[]> =>
  (value) => {
    const items = (Array.isArray(value) ? value : [value]).map(item);
    return items.length <= max && items.every((entry) => entry !== undefined) ? (items as T[]) : undefined;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A record's id (a UUID, lower-cased): the only thing an address may carry to name a proposal. */
export const uuid: Reader<string> = (value) => (typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : undefined);
