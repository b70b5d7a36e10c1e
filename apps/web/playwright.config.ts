import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The product as the README starts it: the built API serving the built web app,
// on a fresh embedded database (migrated and seeded on first start).
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ma-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // E2E_API_COMMAND lets a developer run the API from source (`npx tsx ../api/src/main.ts`).
    // Its log is kept: the demo prints its mail there, and the tests read the links from it.
    command: `${process.env.E2E_API_COMMAND ?? 'node ../api/dist/main.js'} >> '${join(dataDir, 'api.log')}'`,
    url: `http://127.0.0.1:${port}/v3/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, 'dist'),
      // Info: the demo's mail is logged at that level.
      LOG_LEVEL: 'info',
      // No APP_ORIGIN: the demo sends the browser back to, and links, the address it was opened at
      // (the tests' 127.0.0.1, not localhost), as for a person who opens it so.
      // Always the embedded demo, whatever a developer's .env says (empty counts as unset, and a
      // variable of the environment wins over the file): never their database, Redis or mail.
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      // The local push service e2e/push.spec.ts starts, on a port of its own choosing.
      PUSH_SERVICE_ORIGINS: 'http://127.0.0.1:*',
    },
  },
});
