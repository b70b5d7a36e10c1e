/**
 * Whether `value` is one of `values`: narrows what comes from outside (a search param, a stored
 * or posted string) to the union the list spells.
 */
export const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
