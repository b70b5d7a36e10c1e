import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { screenshotBothWidths, signIn } from './helpers.ts';

// Issue #36: 'Sair' only dropped the cookie, and nothing ended the session of a lost phone. Two
// browsers of one account: the first ends the other's session from /account, and the other's next
// navigation lands on /login.

const PASSWORD = 'senha-das-sessoes-123';

async function newAccount(request: APIRequestContext) {
  const email = `sessoes.${Date.now().toString(36)}@example.com`;
  const response = await request.post('/v3/account/register', { data: { name: 'Sofia Lima', email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  return email;
}

async function signedIn(page: Page, email: string) {
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  // Hashing the password takes its time on a busy machine.
  await expect(page).toHaveURL(/\/media-kit\/edit$/, { timeout: 20_000 });
}

test.describe('sessions that end', () => {
  test('ends the other browser from /account: its next navigation lands on /login', async ({ browser, request }) => {
    // Two browsers signing in, the list read three times and screenshots: about 30 s on a loaded machine.
    test.setTimeout(90_000);
    const email = await newAccount(request);
    const laptop = await browser.newContext();
    const phone = await browser.newContext({
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    });
    try {
      const mine = await laptop.newPage();
      const lost = await phone.newPage();
      await signedIn(mine, email);
      await signedIn(lost, email);

      await mine.goto('/account');
      const section = mine.getByRole('region', { name: 'Sessões ativas' });
      // The register call's session, the phone's and this one.
      await expect(section.getByRole('listitem')).toHaveCount(3, { timeout: 20_000 });
      await expect(section.getByText('Esta sessão')).toBeVisible();
      await screenshotBothWidths(mine, 'account-sessions');
      await mine.setViewportSize({ width: 1280, height: 800 });

      await section.getByRole('button', { name: 'Encerrar a sessão Chrome · Android' }).click();
      await expect(mine.getByText('Sessão encerrada.')).toBeVisible();
      await expect(section.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });

      await lost.goto('/publis');
      await expect(lost).toHaveURL(/\/login/);

      // 'Encerrar todas as outras sessões' leaves this one alone.
      await section.getByRole('button', { name: 'Encerrar todas as outras sessões' }).click();
      await expect(section.getByText('Nenhuma outra sessão aberta.')).toBeVisible();
      await mine.goto('/publis');
      await expect(mine).toHaveURL(/\/publis$/);
    } finally {
      await laptop.close();
      await phone.close();
    }
  });

  test("'Sair' ends the session on the server: a copy of its token answers 401", async ({ page, request }) => {
    const email = await newAccount(request);
    await signedIn(page, email);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'ma_access-token');
    expect(cookie).toBeDefined();
    const copied = decodeURIComponent(cookie?.value ?? '');
    const me = () => request.get('/v3/account/me', { headers: { authorization: `Bearer ${copied}` } });
    expect((await me()).status()).toBe(200);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/login/);
    // The call may still be on its way when the page has moved on (it is given a moment, not awaited).
    await expect.poll(async () => (await me()).status()).toBe(401);
  });
});
