import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BuiltDemoOptions {
  /** The port when E2E_PORT names none. */
  defaultPort: number;
  /** The name of the fresh data folder (under the system's temporary one) when E2E_DATA_DIR names none. */
  dataDirPrefix: string;
  /** A test's time limit. */
  timeout: number;
  /** An assertion's time limit, when the 5 s default is short. */
  expectTimeout?: number;
  /** How long the API may take to answer /v3/health: a first start migrates and seeds a new database. */
  serverTimeout: number;
  /** Chromium's own environment, beside the process's. */
  browserEnv?: Record<string, string>;
  /** The API's environment beside the port, the data folder, the log level and the embedded demo's. */
  apiEnv: Record<string, string>;
}

/**
 * The e2e set-up both apps share (this one's and apps/backoffice's playwright.config.ts): the
 * built API serving the built apps, on a fresh embedded database (migrated and seeded with the
 * demo on first start), one test at a time in Chromium as a person in São Paulo reads it.
 * E2E_DATA_DIR is set for the specs, which read the API's log in it.
 */
export function builtDemoConfig(options: BuiltDemoOptions) {
  const port = Number(process.env.E2E_PORT ?? options.defaultPort);
  const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), options.dataDirPrefix));
  process.env.E2E_DATA_DIR = dataDir;

  return defineConfig({
    testDir: './e2e',
    outputDir: './test-results',
    fullyParallel: false,
    workers: 1,
    forbidOnly: Boolean(process.env.CI),
    retries: 0,
    timeout: options.timeout,
    ...(options.expectTimeout === undefined ? {} : { expect: { timeout: options.expectTimeout } }),
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${port}`,
      locale: 'pt-BR',
      timezoneId: 'America/Sao_Paulo',
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        ...(options.browserEnv === undefined ? {} : { env: { ...process.env, ...options.browserEnv } }),
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      },
    },
    projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
    webServer: {
      // E2E_API_COMMAND lets a developer run the API from source (`npx tsx ../api/src/main.ts`).
      // Its log is kept: the demo prints its mail there, and the tests read the links from it.
      command: `${process.env.E2E_API_COMMAND ?? 'node ../api/dist/main.js'} >> '${join(dataDir, 'api.log')}'`,
      url: `http://127.0.0.1:${port}/v3/health`,
      timeout: options.serverTimeout,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        // Info: the demo's mail is logged at that level.
        LOG_LEVEL: 'info',
        // Always the embedded demo, whatever a developer's .env says (empty counts as unset, and a
        // variable of the environment wins over the file): never their database, Redis or mail.
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        ...options.apiEnv,
      },
    },
  });
}
