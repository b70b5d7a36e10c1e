import { snakeKey } from '../wire/casing.ts';

/**
 * A list's filters as its query string carries them: each name in snake_case, like every key of
 * the wire, and no parameter for a filter left empty (the API reads a missing one as "any").
 */
export function searchParamsOf(query: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(query)) if (value) params[snakeKey(name)] = value;
  return params;
}
