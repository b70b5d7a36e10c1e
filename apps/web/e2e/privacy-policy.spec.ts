import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures.ts';
import { demo, screenshotBothWidths, signIn } from './helpers.ts';

/** The policy's h2 sections, in order (the table of contents links each one). */
const SECTIONS = [
  'Quem cuida dos seus dados',
  'Quais dados tratamos',
  'Para que usamos e com qual base legal',
  'Com quem compartilhamos',
  'Transferência internacional',
  'Por quanto tempo guardamos',
  'Como protegemos seus dados',
  'Cookies',
  'Seus direitos',
  'Como exercer seus direitos no app',
  'Idade mínima',
  'Mudanças nesta política',
];

const shotsDir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/** The policy as a reader sees it: the title, the date, every section, and the contents leading to one. */
async function expectThePolicy(page: Page) {
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidade' })).toBeVisible();
  await expect(page.getByText('Última atualização: 24 de novembro de 2026')).toBeVisible();
  const main = page.getByRole('main');
  for (const title of SECTIONS) await expect(main.getByRole('heading', { level: 2, name: title, exact: true })).toBeAttached();
  await page.getByRole('navigation', { name: 'Nesta página' }).getByRole('link', { name: 'Seus direitos', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy-policy#direitos$/);
  await expect(main.getByRole('heading', { level: 2, name: 'Seus direitos', exact: true })).toBeInViewport();
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

test.describe('the privacy policy', () => {
  test('the server sends the whole policy in the HTML, with no script', async ({ request }) => {
    const response = await request.get('/privacy-policy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).not.toMatch(/<script/i);
    for (const title of SECTIONS) expect(html).toContain(`<h2>${title}</h2>`);
  });

  test('reached from /login, with and without JavaScript; readable and accessible', async ({ page, browser }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Política de privacidade' }).click();
    await expectThePolicy(page);
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'privacy-policy');

    await withoutJavaScript(browser, async (guest) => {
      await guest.goto('/login');
      await guest.getByRole('link', { name: 'Política de privacidade' }).click();
      await expectThePolicy(guest);
    });
  });

  test('/login and /register show the link under the form', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute('href', '/privacy-policy');
    }
    await page.goto('/login');
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'login-privacy-link');
  });

  test("reached from the sidebar's footer, on a wide screen and from the phone's menu", async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    mkdirSync(shotsDir, { recursive: true });
    await sidebar.screenshot({ path: join(shotsDir, 'sidebar-footer-1280.png') });
    await sidebar.getByRole('link', { name: 'Política de privacidade' }).click();
    await expectThePolicy(page);
    // The same page drawn by the app's own route, with the app around it.
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Política de privacidade' })).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: join(shotsDir, 'sidebar-footer-360.png') });
    await drawer.getByRole('link', { name: 'Política de privacidade' }).click();
    await expect(drawer).toBeHidden();
    await expectThePolicy(page);
  });

  test('reached from a public media kit, with and without JavaScript', async ({ page, browser }) => {
    await page.goto('/ouro');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Política de privacidade' })).toBeVisible();
    mkdirSync(shotsDir, { recursive: true });
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await footer.scrollIntoViewIfNeeded();
      await footer.screenshot({ path: join(shotsDir, `kit-footer-${width}.png`) });
    }
    await footer.getByRole('link', { name: 'Política de privacidade' }).click();
    await expectThePolicy(page);

    await withoutJavaScript(browser, async (guest) => {
      await guest.goto('/ouro');
      await guest.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidade' }).click();
      await expectThePolicy(guest);
    });
  });
});
