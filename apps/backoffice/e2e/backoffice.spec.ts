import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN as ADMIN, nextCode } from './operators.ts';
import { freshCode } from './totp.ts';

const SUPPORT = { email: `suporte-${Date.now()}@example.com`, name: 'Sara Suporte', password: 'senha-da-sara-1' };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegação' });

async function signIn(page: Page, email: string, password: string, code: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByLabel('Código').fill(code);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('an admin signs in with password and TOTP, invites a support operator who enrols and signs in, and the audit log shows it', async ({
  page,
  browser,
}) => {
  // A guest is sent to the login.
  await page.goto('/backoffice/operators');
  await expect(page).toHaveURL(/\/backoffice\/login$/);

  // A wrong code is refused in the server's words.
  await signIn(page, ADMIN.email, ADMIN.password, '000000');
  await expect(page.getByRole('alert')).toHaveText('Credenciais inválidas.');

  // A code of a step no other spec of this run signed the demo admin in with (operators.ts).
  await page.getByLabel('Código').fill(await nextCode(ADMIN.secret));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: `Olá, ${ADMIN.name}` })).toBeVisible();
  await expect(page.getByText('Administração')).toBeVisible();

  // Operadores: a new support operator, and the setup link shown once.
  await nav(page).getByRole('link', { name: 'Operadores' }).click();
  await expect(page.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  await page.getByRole('button', { name: 'Novo operador' }).click();
  const form = page.getByRole('dialog', { name: 'Novo operador' });
  await form.getByLabel('E-mail').fill(SUPPORT.email);
  await form.getByLabel('Nome').fill(SUPPORT.name);
  await expect(form.getByRole('combobox', { name: 'Papel' })).toHaveValue('Suporte');
  await form.getByRole('button', { name: 'Criar operador' }).click();
  const created = page.getByRole('dialog', { name: 'Operador criado' });
  const setupUrl = (await created.locator('pre, code').first().textContent())?.trim() ?? '';
  expect(setupUrl).toMatch(/\/backoffice\/setup\/[^/]+$/);
  await created.getByRole('button', { name: 'Pronto' }).click();
  const row = page.getByRole('row').filter({ hasText: SUPPORT.email });
  await expect(row.getByText('Aguardando cadastro')).toBeVisible();
  // The row's actions, in its menu.
  await row.getByRole('button', { name: `Ações para ${SUPPORT.name}` }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Desativar', 'Novo link de cadastro']);
  await page.keyboard.press('Escape');

  // The support operator, in a browser of their own: the setup link, then their own sign-in.
  const supportContext = await browser.newContext({ locale: 'pt-BR' });
  const support = await supportContext.newPage();
  await support.goto(setupUrl);
  await expect(support.getByRole('img', { name: 'QR code para o app autenticador' })).toBeVisible();
  const secret = (await support.getByLabel('Chave do app autenticador').textContent())?.trim() ?? '';
  await support.getByLabel(/^Senha/).fill(SUPPORT.password);
  await support.getByLabel('Repita a senha').fill(SUPPORT.password);
  const enrolment = await freshCode(secret);
  await support.getByLabel('Código do app autenticador').fill(enrolment.code);
  await support.getByRole('button', { name: 'Concluir cadastro' }).click();
  await expect(support.getByRole('heading', { name: 'Códigos de recuperação' })).toBeVisible();
  await expect(support.locator('pre, code').first()).not.toBeEmpty();
  await support.getByRole('button', { name: 'Guardei os códigos' }).click();
  await expect(support).toHaveURL(/\/backoffice\/login$/);

  // The enrolment's code is spent: the sign-in takes the next one.
  const supportCode = await freshCode(secret, enrolment.step);
  await signIn(support, SUPPORT.email, SUPPORT.password, supportCode.code);
  await expect(support.getByRole('heading', { name: 'Olá, Sara' })).toBeVisible();
  await expect(support.getByText('Suporte', { exact: true })).toBeVisible();
  // No link to what a support operator may not open, and the API refuses it anyway.
  await expect(nav(support).getByRole('link')).toHaveText([
    'Painel',
    'Propostas',
    'Criadores',
    'Contas de marca',
    'Propostas das marcas',
    'Denúncias',
    'Cupons',
  ]);
  expect((await support.request.get('/v3/admin/operators')).status()).toBe(403);
  await support.getByRole('button', { name: 'Sair' }).click();
  await expect(support).toHaveURL(/\/backoffice\/login$/);
  await supportContext.close();

  // Back to the admin: the support operator is active, and the audit log shows who created them.
  await page.reload();
  await expect(row.getByText('Ativo')).toBeVisible();
  await nav(page).getByRole('link', { name: 'Auditoria' }).click();
  await page.getByRole('combobox', { name: 'Tipo do alvo' }).click();
  await page.getByRole('option', { name: 'Operador' }).click();
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const created_entry = page.getByRole('row').filter({ hasText: 'operator.created' }).first();
  await expect(created_entry).toContainText('Olga Operadora');
  await created_entry.getByRole('button', { name: 'Ver antes e depois' }).click();
  await expect(page.getByText(SUPPORT.email).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'operator.enrolled' }).first()).toBeVisible();
});
