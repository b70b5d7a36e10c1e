#!/usr/bin/env node
// Counts what a signed-in page requests on a cold cache, exactly, whatever the machine's load
// (issue #38): the built product (the built API and web app on a fresh PGlite database, as
// `npm run lighthouse` starts it), a demo creator's session cookie in a fresh browser context per
// page, Playwright's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium). For each page it
// prints the scripts requested, their gzip-free transfer size, and, with the network slowed as
// Lighthouse's mobile preset simulates it (150 ms round trips, 1.6 Mbit/s; COUNT_THROTTLE=0 turns
// it off), when the first and last scripts and the data requests (`/v3/...`) started, and when
// the sidebar and the page's own heading showed: the data requests should start with the
// scripts, not after them. COUNT_PAGES=<comma-separated paths> picks the pages; WEB_DIST_DIR
// another build of the web app (its dist-ssr beside it); COUNT_ORIGIN=<origin> a product already
// running there instead of starting one.
import { ACCESS_TOKEN_COOKIE } from '@ma/domain';
import { demoToken, pageMeasurement } from './built-product.mjs';

const PAGES = [
  ...['/', '/publis', '/media-kit/edit', '/aira'].map((path) => ({ path, as: 'prata@example.com' })),
  { path: '/affiliate/links', as: 'ouro@example.com' },
].filter(({ path }) => !process.env.COUNT_PAGES || process.env.COUNT_PAGES.split(',').includes(path));
const throttle = process.env.COUNT_THROTTLE !== '0';

const { startProduct, launchChromium, finish } = pageMeasurement('count-requests');
let browser;

/** One cold load of `path` with `token`'s cookie: what it requested and when (ms after the navigation started). */
async function measure(origin, path, token) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: ACCESS_TOKEN_COOKIE, value: token, domain: '127.0.0.1', path: '/', sameSite: 'Strict' }]);
  const page = await context.newPage();
  if (throttle) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  const started = Date.now();
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  // The shell (the sidebar, or on a phone its 'Abrir menu' button) and the page's heading.
  const shownAt = async (locator) =>
    locator
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => Date.now() - started)
      .catch(() => Number.NaN);
  const [shellMs, headingMs] = await Promise.all([
    shownAt(page.getByRole('button', { name: 'Abrir menu' }).or(page.getByRole('navigation', { name: 'Menu principal' }))),
    shownAt(page.locator('main h1, main h2')),
  ]);
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      name: entry.name,
      type: entry.initiatorType,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.transferSize,
    })),
  );
  await context.close();
  const scripts = entries.filter((entry) => /\.m?js(\?|$)/.test(new URL(entry.name).pathname));
  const data = entries.filter((entry) => new URL(entry.name).pathname.startsWith('/v3/'));
  return { scripts, data, shellMs, headingMs };
}

try {
  const origin = process.env.COUNT_ORIGIN ?? (await startProduct());
  browser = await launchChromium();
  const tokens = new Map();
  const ms = (value) => `${Math.round(value)} ms`;
  for (const { path, as } of PAGES) {
    if (!tokens.has(as)) tokens.set(as, await demoToken(origin, as));
    const { scripts, data, shellMs, headingMs } = await measure(origin, path, tokens.get(as));
    const kb = scripts.reduce((sum, entry) => sum + entry.bytes, 0) / 1024;
    const lastScript = Math.max(...scripts.map((entry) => entry.end));
    console.log(`${path} (${as}): ${scripts.length} scripts, ${kb.toFixed(1)} KB transferred`);
    if (process.env.COUNT_LIST === '1')
      for (const entry of scripts)
        console.log(`  ${entry.type.padEnd(8)} ${new URL(entry.name).pathname} ${entry.bytes} B, ${ms(entry.start)}-${ms(entry.end)}`);
    if (!throttle) continue;
    console.log(`  scripts: first started ${ms(Math.min(...scripts.map((entry) => entry.start)))}, last arrived ${ms(lastScript)}`);
    for (const entry of data) console.log(`  ${new URL(entry.name).pathname.padEnd(40)} started ${ms(entry.start)}, arrived ${ms(entry.end)}`);
    console.log(`  shell shown ${ms(shellMs)}, page heading shown ${ms(headingMs)} (wall clock, from goto)`);
  }
  await finish(0);
} catch (error) {
  console.error(`count-requests: ${error instanceof Error ? error.stack : String(error)}`);
  await finish(1);
}
