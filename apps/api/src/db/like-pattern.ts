/**
 * `text` matched literally inside a LIKE pattern: its `%` and `_` (LIKE's wildcards) and `\`
 * (the escape PostgreSQL uses by default) are escaped.
 */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
