import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { accessCookie, newestMail, screenshotBothWidths, signIn } from './helpers.ts';

// The account page ('Minha conta', /account) against the real API, each test on an account of its
// own: the demo accounts keep their names, passwords and e-mails.

const PASSWORD = 'senha-antiga-123';
let accounts = 0;

/** A new Bronze account, through the API, then signed in through the login form (it lands on the kit editor). */
async function newAccount(page: Page, request: APIRequestContext, name = 'Renata Alves') {
  const email = `conta.${Date.now().toString(36)}.${(accounts += 1)}@example.com`;
  const response = await request.post('/v3/account/register', { data: { name, email, password: PASSWORD } });
  expect(response.status()).toBe(201);
  const { access_token: apiToken } = (await response.json()) as { access_token: string };
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/media-kit\/edit$/);
  return { email, apiToken };
}

/** From the kit editor ('Editar perfil'), as a creator finds the page. */
async function openAccountFromEditor(page: Page) {
  await page.getByRole('link', { name: 'Dados da conta' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
}

const signInStatus = async (request: APIRequestContext, email: string, password: string) =>
  (await request.post('/v3/account/auth', { data: { email, password } })).status();

const meStatus = async (request: APIRequestContext, token: string) =>
  (await request.get('/v3/account/me', { headers: { authorization: `Bearer ${token}` } })).status();

/** The confirmation link of the newest e-mail to `email` (the demo API's log), as a path on this server. */
async function confirmationLink(email: string) {
  const mail = await newestMail(email, 'Confirme seu novo e-mail na Mais Alcance');
  const href = /https?:\/\/\S+\/account\/confirm-email\?\S+/.exec(mail.text)?.[0];
  expect(href).toBeDefined();
  const url = new URL(href ?? '');
  expect(url.searchParams.get('email_token')).toBeTruthy();
  expect(url.searchParams.has('token')).toBe(false);
  return `${url.pathname}${url.search}`;
}

async function accessibilityProblems(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const axe = await (include ? builder.include(include) : builder).analyze();
  return axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('the account page (/account)', () => {
  test('reached from the kit editor and the sidebar; a new name shows in the sidebar at once', async ({ page, request }) => {
    // A sign-up, an axe check, screenshots at two widths, a save, a reload and two page loads.
    test.setTimeout(60_000);
    await newAccount(page, request, 'Renata Alves');
    await openAccountFromEditor(page);
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotBothWidths(page, 'account');

    await page.setViewportSize({ width: 1280, height: 800 });
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    await expect(sidebar.getByRole('link', { name: 'Minha conta: Renata Alves' })).toHaveAttribute('aria-current', 'page');
    const name = page.getByRole('region', { name: 'Nome' }).getByLabel('Nome');
    await name.fill('Bianca Moura Lima');
    await page.getByRole('button', { name: 'Salvar nome' }).click();
    await expect(page.getByText('Nome atualizado!')).toBeVisible();
    const person = sidebar.getByRole('link', { name: 'Minha conta: Bianca Moura Lima' });
    await expect(person).toContainText('Bianca');
    await page.reload();
    await expect(page.getByRole('region', { name: 'Nome' }).getByLabel('Nome')).toHaveValue('Bianca Moura Lima');

    // The person block leads back here from any page.
    await page.goto('/publis');
    await sidebar.getByRole('link', { name: 'Minha conta: Bianca Moura Lima' }).click();
    await expect(page).toHaveURL(/\/account$/);
  });

  test('a new password: the current one is checked, this tab stays signed in, every older token stops working', async ({ page, request }) => {
    test.setTimeout(60_000);
    const { email, apiToken } = await newAccount(page, request);
    await openAccountFromEditor(page);
    const pageToken = (await accessCookie(page))?.value ?? '';
    expect(pageToken).not.toBe('');

    const form = page.getByRole('region', { name: 'Senha', exact: true });
    await form.getByLabel('Senha atual', { exact: true }).fill('nao-e-essa');
    await form.getByLabel('Nova senha', { exact: true }).fill('Marmitas-da-semana-9');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByText('Senha atual incorreta.')).toBeVisible();
    // Still signed in: a wrong password is not a 401.
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('Marmitas-da-semana-9');

    await form.getByLabel('Senha atual', { exact: true }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('Senha alterada!')).toBeVisible();
    await expect(page.getByText('Por segurança, saímos da sua conta nos outros aparelhos.')).toBeVisible();
    const newToken = (await accessCookie(page))?.value ?? '';
    expect(newToken).not.toBe(pageToken);

    expect(await meStatus(request, apiToken)).toBe(401);
    expect(await meStatus(request, pageToken)).toBe(401);
    expect(await meStatus(request, newToken)).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toBeVisible();

    expect(await signInStatus(request, email, PASSWORD)).toBe(401);
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Minha conta' })).toHaveCount(0);
    await signIn(page, email, 'Marmitas-da-semana-9');
    await expect(page).toHaveURL(/\/media-kit\/edit$/);
  });

  test('a new e-mail: the link from the outbox confirms it without a session, once, and the new e-mail signs in', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(60_000);
    const { email } = await newAccount(page, request);
    await openAccountFromEditor(page);
    const newEmail = email.replace('conta.', 'nova.');

    const form = page.getByRole('region', { name: 'E-mail', exact: true });
    await form.getByLabel('Novo e-mail').fill(email);
    await form.getByLabel('Senha atual').fill(PASSWORD);
    await form.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(form.getByText('Esse já é o seu e-mail.')).toBeVisible();

    await form.getByLabel('Novo e-mail').fill(newEmail);
    await form.getByRole('button', { name: 'Enviar link de confirmação' }).click();
    await expect(form.getByRole('status')).toContainText(`Enviamos um link para ${newEmail}`);
    // Nothing changes until the link is opened.
    expect(await signInStatus(request, email, PASSWORD)).toBe(200);
    const link = await confirmationLink(newEmail);

    // Opened on another device: no session there.
    const elsewhere = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
    const phone = await elsewhere.newPage();
    const confirmations: string[] = [];
    phone.on('request', (sent) => {
      if (sent.url().endsWith('/v3/account/email/confirm')) confirmations.push(sent.method());
    });
    await phone.goto(link);
    await expect(phone.getByRole('heading', { level: 1, name: 'E-mail confirmado' })).toBeVisible();
    await expect(phone.getByText(newEmail)).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(await accessibilityProblems(phone)).toEqual([]);
    await screenshotBothWidths(phone, 'account-confirm-email');
    expect(confirmations).toEqual(['POST']);

    // The link is single-use.
    await phone.reload();
    await expect(phone.getByRole('heading', { level: 1, name: 'Token inválido ou expirado.' })).toBeVisible();
    await expect(phone.getByRole('link', { name: 'Entrar' })).toBeVisible();
    expect(await accessibilityProblems(phone)).toEqual([]);
    await screenshotBothWidths(phone, 'account-confirm-email-error');
    await phone.getByRole('link', { name: 'Entrar' }).click();
    await expect(phone).toHaveURL(/\/login$/);
    await signIn(phone, newEmail, PASSWORD);
    await expect(phone).toHaveURL(/\/media-kit\/edit$/);
    await elsewhere.close();

    expect(await signInStatus(request, email, PASSWORD)).toBe(401);
    // The first tab is still signed in and reads the new address.
    await page.reload();
    await expect(page.getByRole('region', { name: 'E-mail', exact: true })).toContainText(`Você entra com ${newEmail}.`);
  });

  test('downloads the export: a JSON file of this account', async ({ page, request }) => {
    const { email } = await newAccount(page, request, 'Clara Nunes');
    await openAccountFromEditor(page);
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    // The file holds the CPF and PIX key whole: 'Confirme que é você' first (reauth.spec.ts).
    const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
    await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mais-alcance-meus-dados-\d{4}-\d{2}-\d{2}\.json$/);
    const path = await file.path();
    const data = JSON.parse(readFileSync(path, 'utf8')) as { format: string; tables: Record<string, Record<string, unknown>[]> };
    expect(data.format).toBe('mais-alcance-export/1');
    expect(data.tables.users).toHaveLength(1);
    expect(data.tables.users?.[0]).toMatchObject({ name: 'Clara Nunes', email });
    expect(JSON.stringify(data)).not.toMatch(/password_hash|argon2/);
    await expect(page.getByText('Arquivo com seus dados baixado.')).toBeVisible();
  });

  test('deleting the account signs out; the kit is gone, the password no longer works and the e-mail can register again', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const { email } = await newAccount(page, request);
    const kitPath = (await page.getByRole('link', { name: 'Ver meu kit' }).getAttribute('href')) ?? '';
    expect(kitPath).toMatch(/^\/[a-z0-9._-]+$/);
    // The kit's own read (the page at /{username} is server-rendered from it in a full build).
    const kitRead = `/v3/media-kit/public${kitPath}`;
    expect((await request.get(kitRead)).status()).toBe(200);
    await openAccountFromEditor(page);

    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const modal = page.getByRole('dialog', { name: 'Excluir sua conta' });
    await expect(modal).toContainText('O histórico de créditos e as comissões já pagas ficam registrados para a contabilidade');
    const confirm = modal.getByRole('button', { name: 'Excluir conta' });
    await expect(confirm).toBeDisabled();
    await modal.getByLabel('Senha atual').fill('nao-e-essa');
    await modal.getByLabel('Confirmação').fill('excluir');
    await expect(confirm).toBeDisabled();
    await modal.getByLabel('Confirmação').fill('EXCLUIR');
    await expect(confirm).toBeEnabled();
    expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
    await screenshotBothWidths(page, 'account-delete');
    await confirm.click();
    await expect(modal.getByText('Senha atual incorreta.')).toBeVisible();
    expect(await signInStatus(request, email, PASSWORD)).toBe(200);

    await modal.getByLabel('Senha atual').fill(PASSWORD);
    await confirm.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sua conta foi excluída.')).toBeVisible();
    expect(await accessCookie(page)).toBeUndefined();

    expect((await request.get(kitRead)).status()).toBe(404);
    await page.goto(kitPath);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(await signInStatus(request, email, PASSWORD)).toBe(401);
    const again = await request.post('/v3/account/register', { data: { name: 'Renata Alves', email, password: PASSWORD } });
    expect(again.status()).toBe(201);
  });

  test('the confirmation page without its token says so and asks nothing of the server', async ({ page }) => {
    const confirmations: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().endsWith('/v3/account/email/confirm')) confirmations.push(sent.url());
    });
    await page.goto('/account/confirm-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Token inválido ou expirado.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/login');
    expect(confirmations).toEqual([]);
  });
});
