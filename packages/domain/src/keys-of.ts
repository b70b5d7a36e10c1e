/**
 * The keys of a record in the order they are written, as the non-empty tuple z.enum and pgEnum take:
 * a list of values can then be derived from its pt-BR labels, each value written once.
 */
export const keysOf = <K extends string>(record: Record<K, unknown>): readonly [K, ...K[]] => Object.keys(record) as [K, ...K[]];
