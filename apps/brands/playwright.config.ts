import { join } from 'node:path';
import { builtDemoConfig } from '../web/playwright.base.config.ts';

// As the back office's: the built API serving the built apps, the brands' app under /marcas (an
// operator of the demo approves the brand, through the admin API).
export default builtDemoConfig({
  defaultPort: 4175,
  dataDirPrefix: 'ma-brands-e2e-',
  // The operator's sign-in may wait for the authenticator's next 30-second step (a code is good once).
  timeout: 150_000,
  // Two cores shared with other work: a page and its API call can take more than the default 5 s.
  expectTimeout: 15_000,
  // On two busy cores, a first start's migration and seed takes over a minute.
  serverTimeout: 120_000,
  // Chromium on Linux takes its own language (a date input's dd/mm/aaaa) from LANGUAGE, as in the back office's config.
  browserEnv: { LANGUAGE: 'pt_BR' },
  apiEnv: {
    BRANDS_DIST_DIR: process.env.E2E_BRANDS_DIST_DIR ?? join(import.meta.dirname, 'dist'),
    // No APP_ORIGIN nor BACKOFFICE_ORIGIN: the demo answers, and links, the address it was opened at
    // (the operator's approval goes to the admin API on it).
    BACKOFFICE_ORIGIN: '',
  },
});
