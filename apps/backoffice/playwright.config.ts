import { join } from 'node:path';
import { builtDemoConfig } from '../web/playwright.base.config.ts';
import { operatorRunSettings } from './e2e/operator-runs.ts';

// As apps/web's: the built API serving the built apps, the back office under /backoffice (the
// demo's operator among the seeded data).
export default builtDemoConfig({
  defaultPort: 4174,
  dataDirPrefix: 'ma-backoffice-e2e-',
  ...operatorRunSettings,
  apiEnv: {
    BACKOFFICE_DIST_DIR: process.env.E2E_BACKOFFICE_DIST_DIR ?? join(import.meta.dirname, 'dist'),
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, '../web/dist'),
    // No APP_ORIGIN nor BACKOFFICE_ORIGIN: the demo answers, and links, the address it was opened at.
    BACKOFFICE_ORIGIN: '',
  },
});
