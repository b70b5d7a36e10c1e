/**
 * A value made when it is first asked for, then kept: for the pt-BR Intl formatters of modules
 * every page loads. The first Intl object a page makes loads ICU's locale data, 20-30 ms on a
 * phone; made at module load, it fell inside the app's start, a page's longest task (issue #38).
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
