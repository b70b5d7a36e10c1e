import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { boundedRun } from '../../api/scripts/bench-lifecycle.mjs';
import { childProcesses, freePort, waitFor } from '../../api/scripts/bench-servers.mjs';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const apiMain = join(repoRoot, 'apps', 'api', 'dist', 'main.js');

/**
 * The built product as `npm start` serves it, for the page measurements (lighthouse.mjs,
 * count-requests.mjs): the API's dist/main.js serving the web build `webDist`, on a fresh
 * embedded database in `dataDir` (the caller removes it), a free port of 127.0.0.1 and a secret
 * of its own. The repository's .env is not read: DATABASE_URL and REDIS_URL are set, empty.
 * `start` is a childProcesses starter (bench-servers.mjs). Answers the origin once it is healthy.
 */
export async function startBuiltProduct(start, { apiMain, webDist, dataDir }) {
  for (const file of [apiMain, join(webDist, 'index.html')]) if (!existsSync(file)) throw new Error(`${file} is missing: build first`);
  const port = await freePort();
  const api = start('the API', [apiMain], {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: webDist,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    REDIS_URL: '',
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/v3/health`, 180_000, api);
  return origin;
}

/** A demo account's session token (the README's accounts, `demo12345`), as the login form gets it. */
export async function demoToken(origin, email) {
  const response = await fetch(`${origin}/v3/account/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'demo12345' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return (await response.json()).access_token;
}

/**
 * What a page measurement in Playwright's Chromium needs (count-requests.mjs, section-open.mjs):
 * `startProduct()` (the built product, the web build of WEB_DIST_DIR or apps/web/dist, on a
 * fresh database in a temporary folder), `launchChromium()` (Debian's, CHROMIUM_PATH overrides
 * it) and `finish(code)`, which closes the browser, stops the product and removes its folder,
 * also when the run overstays `deadlineMs`.
 */
export function pageMeasurement(name, deadlineMs = 10 * 60_000) {
  const webDist = process.env.WEB_DIST_DIR ?? join(repoRoot, 'apps', 'web', 'dist');
  const { start, stopAll } = childProcesses(repoRoot, name);
  let browser;
  let dataDir;
  const finish = boundedRun(
    deadlineMs,
    async () => {
      await browser?.close().catch(() => undefined);
      await stopAll();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
    name,
  );
  return {
    finish,
    async startProduct() {
      dataDir = mkdtempSync(join(tmpdir(), `${name}-`));
      return startBuiltProduct(start, { apiMain, webDist, dataDir });
    },
    async launchChromium() {
      browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
      });
      return browser;
    },
  };
}
