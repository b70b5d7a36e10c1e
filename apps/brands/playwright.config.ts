import { join } from 'node:path';
import { operatorRunSettings } from '../backoffice/e2e/operator-runs.ts';
import { builtDemoConfig } from '../web/playwright.base.config.ts';

// As the back office's: the built API serving the built apps, the brands' app under /marcas (an
// operator of the demo approves the brand, through the admin API).
export default builtDemoConfig({
  defaultPort: 4175,
  dataDirPrefix: 'ma-brands-e2e-',
  ...operatorRunSettings,
  apiEnv: {
    BRANDS_DIST_DIR: process.env.E2E_BRANDS_DIST_DIR ?? join(import.meta.dirname, 'dist'),
    // No APP_ORIGIN nor BACKOFFICE_ORIGIN: the demo answers, and links, the address it was opened at
    // (the operator's approval goes to the admin API on it).
    BACKOFFICE_ORIGIN: '',
  },
});
