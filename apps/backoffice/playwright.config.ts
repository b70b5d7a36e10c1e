import { join } from 'node:path';
import { builtDemoConfig } from '../web/playwright.base.config.ts';

// As apps/web's: the built API serving the built apps, the back office under /backoffice (the
// demo's operator among the seeded data).
export default builtDemoConfig({
  defaultPort: 4174,
  dataDirPrefix: 'ma-backoffice-e2e-',
  // A flow waits for the authenticator's next 30-second step before each new sign-in (a code is good once).
  timeout: 150_000,
  // Two cores shared with other work: a page and its API call can take more than the default 5 s.
  expectTimeout: 15_000,
  // On two busy cores, a first start's migration and seed takes over a minute.
  serverTimeout: 120_000,
  // Chromium on Linux takes its own language (a date input's dd/mm/aaaa) from LANGUAGE, not from the
  // context's locale nor --lang; it needs its pt-BR pack installed (Debian's chromium-l10n).
  browserEnv: { LANGUAGE: 'pt_BR' },
  apiEnv: {
    BACKOFFICE_DIST_DIR: process.env.E2E_BACKOFFICE_DIST_DIR ?? join(import.meta.dirname, 'dist'),
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, '../web/dist'),
    // No APP_ORIGIN nor BACKOFFICE_ORIGIN: the demo answers, and links, the address it was opened at.
    BACKOFFICE_ORIGIN: '',
  },
});
