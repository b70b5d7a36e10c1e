import { join } from 'node:path';
import { builtDemoConfig } from './playwright.base.config.ts';

// The product as the README starts it: the built API serving the built web app.
export default builtDemoConfig({
  defaultPort: 4173,
  dataDirPrefix: 'ma-e2e-',
  timeout: 30_000,
  serverTimeout: 60_000,
  apiEnv: {
    WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, 'dist'),
    // No APP_ORIGIN: the demo sends the browser back to, and links, the address it was opened at
    // (the tests' 127.0.0.1, not localhost), as for a person who opens it so.
    // The local push service e2e/push.spec.ts starts, on a port of its own choosing.
    PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*',
  },
});
