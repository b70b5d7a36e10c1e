import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, DEMO_PASSWORD, newestMail, screenshotBothWidths, signIn } from './helpers.ts';

const TOKEN_INVALID = 'Token inválido ou expirado.';
/** The survey demo account (seeded due: signed up 30 days ago, never asked). */
const SURVEY_ACCOUNT = 'nps@example.com';

/** A new account, through the API, so that the demo accounts keep their passwords. */
async function registerThroughApi(request: APIRequestContext, name: string) {
  const email = `${name.toLowerCase().replace(/\s+/g, '.')}.${Date.now()}@example.com`;
  const response = await request.post('/v3/account/register', { data: { name, email, password: 'senha-antiga-123' } });
  expect(response.status()).toBe(201);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { email, token };
}

/** The reset link of the newest e-mail to `email` (the demo API's log), as a path on this server. */
async function resetLinkFromOutbox(email: string) {
  const mail = await newestMail(email, 'Redefina sua senha da Mais Alcance');
  const href = /https?:\/\/\S+\/reset-password\?\S+/.exec(mail.text)?.[0];
  expect(href).toBeDefined();
  const url = new URL(href ?? '');
  expect(url.searchParams.get('email')).toBe(email);
  expect(url.searchParams.get('reset_token')).toMatch(/^[\w-]{43}$/);
  return `${url.pathname}${url.search}`;
}

/** WCAG 2 A and AA problems of the page (or of the part `include` selects) as it is now. */
async function accessibilityProblems(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const axe = await (include ? builder.include(include) : builder).analyze();
  return axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('Nova senha', { exact: true }).fill(password);
  await page.getByLabel('Confirme a nova senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
}

test.describe('password recovery', () => {
  test('forgot -> the outbox link -> a new password signs in; older sessions and the link stop working', async ({ page, request }) => {
    const account = await registerThroughApi(request, 'Renata Alves');

    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
    await expect(page.getByText('Modo demonstração')).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotBothWidths(page, 'forgot-password');
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
    await screenshotBothWidths(page, 'forgot-password-sent');

    const link = await resetLinkFromOutbox(account.email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Marmitas-da-semana-9');
    await expect(page.getByText('Força da senha: Forte')).toBeVisible();
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('Marmitas-da-semana-8');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('As senhas não são iguais.')).toBeVisible();
    await page.getByLabel('Confirme a nova senha', { exact: true }).fill('Marmitas-da-semana-9');
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotBothWidths(page, 'reset-password');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();

    // Signed in and routed by level, like a login (a new account is Bronze).
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
    await expect(page.getByText('Senha redefinida!')).toBeVisible();
    // The token taken before the reset is revoked; the old password too.
    expect((await request.get('/v3/account/me', { headers: { authorization: `Bearer ${account.token}` } })).status()).toBe(401);
    const oldPassword = await request.post('/v3/account/auth', { data: { email: account.email, password: 'senha-antiga-123' } });
    expect(oldPassword.status()).toBe(401);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(link);
    await chooseNewPassword(page, 'outra-senha-qualquer');
    await expect(page.getByRole('heading', { name: TOKEN_INVALID })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/forgot-password');

    await page.goto('/login');
    await signIn(page, account.email, 'Marmitas-da-semana-9');
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
  });

  test('a link without its token, or with a made-up one, says the token is invalid', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: TOKEN_INVALID })).toBeVisible();
    await page.goto(`/reset-password?email=${encodeURIComponent(demo.bronze)}&reset_token=${'x'.repeat(43)}`);
    await chooseNewPassword(page, 'uma-senha-nova-1');
    await expect(page.getByRole('heading', { name: TOKEN_INVALID })).toBeVisible();
    await screenshotBothWidths(page, 'reset-password-invalid');
    // The demo account's password did not change.
    await page.getByRole('link', { name: 'Voltar para o login' }).click();
    await signIn(page, demo.bronze, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
  });
});

test.describe('satisfaction survey', () => {
  test('shown to the account that is due: a score, then the description (300 at most), then gone', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, SURVEY_ACCOUNT);
    const survey = page.getByRole('region', { name: 'Como está sendo sua experiência na Mais Alcance?' });
    await expect(survey).toBeVisible();
    await expect(survey.getByRole('radio')).toHaveCount(5);
    await expect(survey.getByRole('textbox')).toHaveCount(0);

    await survey.getByRole('radio', { name: 'Satisfeito', exact: true }).check();
    const description = survey.getByRole('textbox', { name: 'Quer contar o porquê? (opcional)' });
    await expect(description).toBeVisible();
    await expect(survey.getByText('0/300')).toBeVisible();
    await description.pressSequentially('Gosto muito das publis. ');
    await expect(survey.getByText('24/300')).toBeVisible();
    await description.fill('');
    await description.click();
    await page.keyboard.insertText('a'.repeat(310));
    await expect(description).toHaveValue('a'.repeat(300));
    await description.press('b');
    await expect(description).toHaveValue('a'.repeat(300));
    await expect(survey.getByText('300/300')).toBeVisible();
    await description.fill('Gosto muito das publis, mas queria mais propostas de culinária em Curitiba.');
    // The survey itself (the shell around it is the shell's own tests' business).
    expect(await accessibilityProblems(page, 'main section')).toEqual([]);
    await screenshotBothWidths(page, 'survey');

    await survey.getByRole('button', { name: 'Enviar avaliação' }).click();
    await expect(page.getByText('Obrigado pela sua avaliação!')).toBeVisible();
    await expect(survey).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sair' }).first()).toBeAttached();
    await expect(page.getByRole('region', { name: 'Como está sendo sua experiência na Mais Alcance?' })).toHaveCount(0);
  });

  test('does not interrupt an account that is not due', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.getByRole('radio', { name: 'Satisfeito', exact: true })).toHaveCount(0);
  });
});

test.describe('Google sign-in', () => {
  const withClientId = (page: Page) =>
    page.route('**/v3/config', (route) =>
      route.fulfill({
        json: {
          google_client_id: 'teste.apps.googleusercontent.com',
          demo_mode: true,
          mail_delivery: 'outbox',
          instagram_sign_up: true,
          ai_available: true,
          vip_group: null,
        },
      }),
    );

  test('is hidden, with no divider, when no client id is configured', async ({ page }) => {
    const config = page.waitForResponse('**/v3/config');
    await page.goto('/login');
    await config;
    await expect(page.getByRole('group', { name: 'Entrar com Google' })).toHaveCount(0);
    await expect(page.getByText('ou', { exact: true })).toHaveCount(0);
  });

  test("fails gracefully when Google's script cannot load: the password form still signs in", async ({ page }) => {
    await withClientId(page);
    await page.route('https://accounts.google.com/**', (route) => route.abort());
    await page.goto('/register');
    await expect(page.getByText('Não foi possível carregar o botão do Google agora. Entre com seu e-mail e senha.')).toBeVisible();
    await screenshotBothWidths(page, 'register-google-unavailable');
    await page.goto('/login');
    await signIn(page, demo.bronze);
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
  });

  test("sends the credential Google hands over and shows the server's message when it fails", async ({ page }) => {
    await withClientId(page);
    // Google Identity Services as the page sees it: initialize, then a rendered button.
    await page.route('https://accounts.google.com/gsi/client', (route) =>
      route.fulfill({
        contentType: 'application/javascript',
        body: `window.google = { accounts: { id: {
          initialize(config) { window.__gis = config; },
          renderButton(parent) {
            const button = document.createElement('button');
            button.type = 'button';
            button.textContent = 'Fazer login com o Google';
            button.onclick = () => window.__gis.callback({ credential: 'credencial-de-teste' });
            parent.append(button);
          },
        } } };`,
      }),
    );
    await page.goto('/login');
    await expect(page.getByText('ou', { exact: true })).toBeVisible();
    const google = page.getByRole('group', { name: 'Entrar com Google' });
    const sent = page.waitForRequest('**/v3/account/auth/google');
    await google.getByRole('button', { name: 'Fazer login com o Google' }).click();
    expect((await sent).postDataJSON()).toEqual({ credential: 'credencial-de-teste' });
    // This server has no client id: its pt-BR detail is the toast (docs/product/errors-and-messages.md).
    await expect(page.getByText('Entrar com Google não está disponível.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await screenshotBothWidths(page, 'login-with-google');
  });
});
