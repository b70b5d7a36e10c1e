import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures.ts';
import { screenshotBothWidths, signIn } from './helpers.ts';

// 'Confirme que é você' (docs/decisions/025-re-authentication.md) against the real API: what a
// stolen session must not do alone asks the person again, and the action then goes on.

const PASSWORD = 'senha-antiga-123';

async function accessibilityProblems(page: Page, include: string) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include(include).analyze();
  return axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test('the export asks the password first, then downloads; a session alone gets 403', async ({ page, request }) => {
  test.setTimeout(60_000);
  const email = `reauth.${Date.now().toString(36)}@example.com`;
  const registered = await request.post('/v3/account/register', { data: { name: 'Clara Nunes', email, password: PASSWORD } });
  const { access_token: token } = (await registered.json()) as { access_token: string };
  const alone = await request.get('/v3/account/export', { headers: { authorization: `Bearer ${token}` } });
  expect([alone.status(), ((await alone.json()) as { code: string }).code]).toEqual([403, 'REAUTH_REQUIRED']);

  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/media-kit\/edit$/);
  await page.goto('/account');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
  await expect(dialog.getByLabel('Senha', { exact: true })).toBeVisible();
  expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  await screenshotBothWidths(page, 'reauth-password');

  await dialog.getByLabel('Senha', { exact: true }).fill('nao-e-essa');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(dialog.getByText('Senha atual incorreta.')).toBeVisible();
  await screenshotBothWidths(page, 'reauth-password-wrong');

  await dialog.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  const file = await download;
  const data = JSON.parse(readFileSync(await file.path(), 'utf8')) as { tables: Record<string, Record<string, unknown>[]> };
  expect(data.tables.users?.[0]).toMatchObject({ email });
  await expect(dialog).toBeHidden();

  // Within its 10 minutes the proof serves again: no second question.
  const again = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Baixar meus dados' }).click();
  await again;
  await expect(dialog).toBeHidden();
});

test('an account made from Instagram confirms with the same Instagram, comes back, and deletes itself on the second try', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/register');
  await page.getByRole('button', { name: 'Cadastrar com Instagram' }).click();
  await expect(page.getByText(/Demonstração — nenhum dado é enviado/)).toBeVisible();
  await page.getByLabel('Conceder acesso (2 perfis do Instagram)').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('radio').first().click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page).toHaveURL(/\/media-kit\/congrats$/);

  await page.goto('/account');
  const deleteWithConfirmation = async () => {
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    const modal = page.getByRole('dialog', { name: 'Excluir sua conta' });
    await modal.getByLabel('Confirmação').fill('EXCLUIR');
    await modal.getByRole('button', { name: 'Excluir conta' }).click();
  };
  await deleteWithConfirmation();
  const dialog = page.getByRole('dialog', { name: 'Confirme que é você' });
  await expect(dialog.getByText('Depois, repita a ação: o que você digitou aqui não fica guardado.')).toBeVisible();
  expect(await accessibilityProblems(page, '[role="dialog"]')).toEqual([]);
  await screenshotBothWidths(page, 'reauth-instagram');
  await dialog.getByRole('button', { name: 'Confirmar com o Instagram' }).click();
  // The demo's Facebook answers as the person who signed up in this browser.
  await expect(page.getByText(/Demonstração — nenhum dado é enviado/)).toBeVisible();
  await page.getByLabel('Conceder acesso (2 perfis do Instagram)').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Confirmado. Repita a ação para continuar.')).toBeVisible();

  // Repeated: the proof is at hand, so no second question, and the account is gone.
  await deleteWithConfirmation();
  await expect(page).toHaveURL(/\/(login|register)?$/, { timeout: 15_000 });
  await expect(dialog).toBeHidden();
});
