import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, routeChunkPattern, screenshotBothWidths, signIn } from './helpers.ts';

/** Holds the app's scripts (or those `pattern` names) back until `release()`: the page as a slow phone shows it meanwhile. */
async function holdScripts(page: Page, pattern = '**/assets/*.js') {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the guest pages, prerendered', () => {
  test.use({ javaScriptEnabled: true });

  for (const [path, heading] of [
    ['/login', 'Entrar'],
    ['/register', 'Criar conta'],
    ['/forgot-password', 'Esqueci minha senha'],
  ] as const) {
    test(`${path} shows its form before any script has run`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByLabel('E-mail')).toBeVisible();
      await context.close();
    });
  }

  test('pressing Entrar before any script has run keeps what was typed on the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(demo.gold);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('E-mail')).toHaveValue(demo.gold);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await context.close();
  });

  test('what is typed before the app starts is kept, and signs in', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail').fill(demo.gold);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    release();
    await page.waitForLoadState('networkidle');
    await expect(page.getByLabel('E-mail')).toHaveValue(demo.gold);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a sign-in pressed before the app starts is sent once it has', async ({ page }) => {
    // The entry runs (and holds submissions); the page's own code, which hydration waits for, does not.
    const release = await holdScripts(page, routeChunkPattern('_auth/login.tsx'));
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(demo.gold);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a visitor with a session gets the app, not the prerendered form', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(demo.gold);
    await page.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const html = await (await page.request.get('/login')).text();
    expect(html).toContain('<div id="root"></div>');
  });

  test('a visitor with a session the server did not see (a link from another site) gets the app, without a hydration error', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    // localhost is another site than 127.0.0.1: the SameSite=Strict cookie stays behind, so the server prerenders /login.
    const elsewhere = new URL('/privacy-policy', baseURL);
    elsewhere.hostname = 'localhost';
    await page.goto(elsewhere.href);
    const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/login');
    await page.evaluate((href) => (location.href = href), new URL('/login', baseURL).href);
    expect(await (await answer).text()).not.toContain('<div id="root"></div>');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  });

  // The demo offers 'Cadastrar com Instagram', which appears below the form once /v3/config
  // answers: a form centred in the window rose by half its height, and a click aimed at 'Criar
  // conta' meanwhile landed beside it (a CI run lost the sign-up that way).
  for (const path of ['/register', '/register?proposal=00000000-0000-4000-8000-000000000000', '/login']) {
    test(`${path}: what appears once /v3/config answers moves nothing above it`, async ({ page }) => {
      let answer = () => {};
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route('**/v3/config', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(path);
      const submit = page.getByRole('button', { name: path === '/login' ? 'Entrar' : 'Criar conta', exact: true });
      await expect(submit).toBeVisible();
      await expect(page.getByLabel('E-mail')).toBeEditable();
      const before = await submit.boundingBox();
      answer();
      if (path !== '/login') await expect(page.getByRole('button', { name: 'Cadastrar com Instagram' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await submit.boundingBox()).toEqual(before);
    });
  }

  test('screenshots of /login as prerendered', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/login');
    await screenshotBothWidths(page, 'login-prerendered');
    await context.close();
  });
});
