/**
 * Whether the entry for `prefix` is the current one: '/' only on the home page, others on
 * the path itself and below it ('/aira' matches '/aira/clone', not '/airaxyz').
 */
export function isActive(prefix: string, currentPath: string): boolean {
  const path = currentPath.split(/[?#]/)[0] ?? '';
  if (prefix === '/') return path === '/' || path === '';
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * What marks the link to `prefix` as the current page: `aria-current` for screen readers,
 * `data-active` for the styles.
 */
export function currentPageAttributes(prefix: string, currentPath: string) {
  const active = isActive(prefix, currentPath);
  return { 'aria-current': active ? ('page' as const) : undefined, 'data-active': active || undefined };
}
