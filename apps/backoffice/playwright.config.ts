import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// As apps/web's: the built API serving the built apps (the back office under /backoffice) on a
// fresh embedded database, migrated and seeded with the demo (its operator among them).
const port = Number(process.env.E2E_PORT ?? 4174);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ma-backoffice-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A flow waits for the authenticator's next 30-second step before each new sign-in (a code is good once).
  timeout: 150_000,
  // Two cores shared with other work: a page and its API call can take more than the default 5 s.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Chromium on Linux takes its own language (a date input's dd/mm/aaaa) from LANGUAGE, not from the
      // context's locale nor --lang; it needs its pt-BR pack installed (Debian's chromium-l10n).
      env: { ...process.env, LANGUAGE: 'pt_BR' },
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `${process.env.E2E_API_COMMAND ?? 'node ../api/dist/main.js'} >> '${join(dataDir, 'api.log')}'`,
    url: `http://127.0.0.1:${port}/v3/health`,
    // A first start migrates and seeds a new database: on two busy cores, over a minute.
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      BACKOFFICE_DIST_DIR: process.env.E2E_BACKOFFICE_DIST_DIR ?? join(import.meta.dirname, 'dist'),
      WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR ?? join(import.meta.dirname, '../web/dist'),
      LOG_LEVEL: 'info',
      // No APP_ORIGIN nor BACKOFFICE_ORIGIN: the demo answers, and links, the address it was opened at.
      // Always the embedded demo, whatever a developer's .env says (empty counts as unset).
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      BACKOFFICE_ORIGIN: '',
    },
  },
});
