import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo } from './helpers.ts';
import { pick, proposalsFor } from './proposal-fixtures.ts';

// A slow phone: the page paints long before its script has arrived and hydrated it
// (decision 020), and a button pressed in that window used to do nothing (decision 028).
const CPU_SLOWDOWN = 6;
// ...on a slow network too: each of the page's scripts arrives this much later.
const SCRIPT_DELAY_MS = 400;
// Every time, not most of the time: 20 presses in a row (FIRST_CLICK_RUNS for a quicker look).
const RUNS = Number(process.env.FIRST_CLICK_RUNS ?? 20);

declare global {
  interface Window {
    printed?: number;
  }
}

/** `page` on a CPU and a network slowed down as a phone's, with the clipboard allowed and the print dialog counted instead of opened. */
async function asSlowPhone(page: Page) {
  await page.setViewportSize({ width: 360, height: 760 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => {
    window.print = () => {
      window.printed = (window.printed ?? 0) + 1;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue();
  });
}

/**
 * Opens `path` and presses the button `name` the moment it can be pressed (visible and still),
 * however early that is: without waiting for the page to load, let alone hydrate.
 */
async function pressAtOnce(page: Page, path: string, name: string) {
  await page.evaluate(() => navigator.clipboard.writeText('')).catch(() => undefined);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('button', { name, exact: true }).click();
}

test.describe('a button of a server-drawn page pressed the moment it shows', () => {
  test.describe.configure({ timeout: RUNS * 30_000 });

  test("'Copiar link' on a public proposal copies the link, every time", async ({ page, request, baseURL }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'any', () => true);
    const path = `/publi/${proposal.id}/public`;
    await asSlowPhone(page);
    for (let run = 1; run <= RUNS; run += 1) {
      await pressAtOnce(page, path, 'Copiar link');
      await expect(page.getByRole('status').filter({ hasText: 'Link copiado com sucesso!' }), `run ${run}`).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText()), `run ${run}`).toBe(`${baseURL}${path}`);
    }
  });

  test("'Copiar link' on a media kit copies the link, every time", async ({ page, baseURL }) => {
    await asSlowPhone(page);
    for (let run = 1; run <= RUNS; run += 1) {
      await pressAtOnce(page, '/ouro', 'Copiar link');
      await expect(page.getByRole('status').filter({ hasText: 'Link copiado com sucesso!' }), `run ${run}`).toBeVisible({ timeout: 15_000 });
      expect(await page.evaluate(() => navigator.clipboard.readText()), `run ${run}`).toBe(`${baseURL}/ouro`);
    }
  });

  test("'Salvar como PDF' on a media kit opens the print dialog once, every time", async ({ page }) => {
    await asSlowPhone(page);
    for (let run = 1; run <= RUNS; run += 1) {
      await pressAtOnce(page, '/ouro', 'Salvar como PDF');
      await expect.poll(() => page.evaluate(() => window.printed ?? 0), { message: `run ${run}`, timeout: 15_000 }).toBe(1);
      // Pressed once, printed once: the early press is not also handled a second time.
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.printed), `run ${run}`).toBe(1);
    }
  });
});
