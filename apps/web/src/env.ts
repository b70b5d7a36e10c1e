/**
 * The web app's only configuration, read once (docs/conventions.md: env only in env.ts). Checked by
 * hand rather than with zod: this module is in every page's first load and zod is not
 * (docs/decisions/008-first-load.md). A bad value stops the app at start, as a schema would.
 * Vite fills import.meta.env at build (and dev) time from the environment and the repository
 * root's .env (`envDir` in vite.config.ts); only VITE_ variables reach the page.
 */
const source: Record<string, unknown> = import.meta.env;

/** The variable as a URL (trimmed, as zod's `url()` reads it), or undefined when unset. */
function readUrl(name: string): string | undefined {
  const value = source[name];
  if (value === undefined) return undefined;
  const url = typeof value === 'string' ? value.trim().replace(/[\t\n\r]/g, '') : '';
  try {
    new URL(url);
    return url;
  } catch {
    throw new Error(`${name} must be a URL (apps/web/src/env.ts).`);
  }
}

export const env = {
  /** Origin of the API; the page's own origin when empty (the API serves the app). */
  VITE_API_URL: source['VITE_API_URL'] === '' ? '' : readUrl('VITE_API_URL'),
  /** A production build (`vite build`), not the dev server or a test. */
  PROD: import.meta.env.PROD,
};
