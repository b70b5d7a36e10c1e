import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures.ts';
import { accessCookie, demo, screenshotBothWidths, signIn, submitSignUp } from './helpers.ts';

test.describe('sign-up, sign-in and the private shell', () => {
  test('a new creator signs up and lands on the media kit editor as Bronze', async ({ page }) => {
    await page.goto('/register');
    await submitSignUp(page, { name: 'Carla Mendes', email: `carla.${Date.now()}@example.com`, password: 'segredo-forte-1' });
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
    await expect(page.getByText('Carla', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Nível Bronze' }).first()).toBeVisible();
  });

  test('sign-up shows field errors from the shared schema and keeps what was typed', async ({ page }) => {
    await page.goto('/register');
    await submitSignUp(page, { name: 'Lu', email: 'nao-e-email', password: 'curta' });
    await expect(page.locator('#root').getByText('Informe um e-mail válido.')).toBeVisible();
    await expect(page.getByText('A senha precisa ter pelo menos 8 caracteres.')).toBeVisible();
    await expect(page.getByLabel('Nome')).toHaveValue('Lu');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('signing up twice with the same email says the account exists', async ({ page }) => {
    await page.goto('/register');
    await submitSignUp(page, { name: 'Ouro de Novo', email: demo.gold.toUpperCase(), password: 'segredo-forte-1' });
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível criar sua conta.' })).toContainText('Conta já cadastrada.');
    await expect(page.getByRole('link', { name: 'Esqueci a senha' })).toHaveAttribute('href', '/forgot-password');
  });

  for (const [level, email, destination] of [
    ['Bronze', demo.bronze, /\/media-kit\/edit$/],
    ['Prata', demo.silver, /\/media-kit\/connect$/],
    ['Ouro', demo.gold, /127\.0\.0\.1:\d+\/$/],
  ] as const) {
    test(`the ${level} demo account lands where its level says`, async ({ page }) => {
      await page.goto('/login');
      await signIn(page, email);
      await expect(page).toHaveURL(destination);
      await expect(page.getByRole('img', { name: `Nível ${level}` }).first()).toBeVisible();
    });
  }

  test('a wrong password shows "Credenciais inválidas." and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold, 'senha-errada');
    await expect(page.getByText('Credenciais inválidas.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await accessCookie(page)).toBeUndefined();
  });

  test('the session cookie is ma_access-token, 7 days, SameSite Strict, path /', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    const cookie = await accessCookie(page);
    expect(cookie).toBeDefined();
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.path).toBe('/');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });

  test('a guest opening /publis signs in and returns to /publis, even after a reload', async ({ page }) => {
    await page.goto('/publis');
    await expect(page).toHaveURL(/\/login$/);
    await page.reload();
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/publis$/);
    await expect(page.getByRole('heading', { name: 'Buscar publis' })).toBeVisible();
  });

  test('a sign-up steered to its next step uses up the remembered page: a later sign-in goes home', async ({ page }) => {
    // A guest opens a private page and is sent to /login, which remembers /credits.
    await page.goto('/credits');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await submitSignUp(page, { name: 'Tiago Lopes', email: `tiago.${Date.now()}@example.com`, password: 'segredo-forte-1' });
    // A new account is Bronze: its next step wins over the remembered page...
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    // ...and uses it up: Ouro has no next step and lands on home, not on /credits.
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  });

  test('a logged-in creator opening /login is sent home', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  });

  test('logout clears the cookie and guards the private pages again', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await accessCookie(page)).toBeUndefined();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a forged token logs the user out and removes the cookie', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'ma_access-token', value: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged', url: baseURL ?? '', sameSite: 'Strict' },
    ]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    expect(await accessCookie(page)).toBeUndefined();
  });

  test('a session token in the URL signs in and routes by level', async ({ page, request }) => {
    const response = await request.post('/v3/account/auth', { data: { email: demo.silver, password: 'demo12345' } });
    const { access_token: token } = (await response.json()) as { access_token: string };
    await page.goto(`/?token=${encodeURIComponent(token)}`);
    // Signed out, the link first says whose account it is (decision 026).
    await page.getByRole('button', { name: /^Entrar como / }).click();
    await expect(page).toHaveURL(/\/media-kit\/connect$/);
    expect((await accessCookie(page))?.value).toBe(token);
  });

  test('pages come with the security headers, and an injected inline script does not run', async ({ page, cspViolations }) => {
    const response = await page.goto('/login');
    const headers = response?.headers() ?? {};
    // 'self', the one early-click script by its hash (decision 028), and Google's client.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')? https:\/\/accounts\.google\.com\/gsi\/client/);
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    // What an injected script (a creator's bio, one day) would try: the policy refuses it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.head.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBe(1);
    // Seen, as every test's watch would see it: cleared so that this test passes.
    cspViolations.length = 0;
  });

  test('screens look right at 360 px and 1280 px, and the login page passes axe', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    await screenshotBothWidths(page, 'login');
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Criar conta' })).toBeVisible();
    await screenshotBothWidths(page, 'register');
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
    await screenshotBothWidths(page, 'home');
    await page.goto('/rota-que-nao-existe/de-verdade');
    await expect(page.getByText('Página não encontrada')).toBeVisible();
    await screenshotBothWidths(page, 'not-found');
  });
});
