import { expect, test } from '@playwright/test';
import { DEMO_ADMIN, newOperator, signedInContext } from './operators.ts';

const CREATOR = { email: 'prata@example.com', name: 'Paula Nascimento' };

test('a support operator finds a creator by e-mail, grants credits with a reason, blocks her (her kit answers 404) and unblocks her', async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL ?? '';
  const admin = await signedInContext(browser, origin, DEMO_ADMIN);
  const support = await newOperator(browser, origin, admin, 'support', 'Sílvia Suporte');
  const page = await support.context.newPage();

  await page.goto('/backoffice/creators');
  await page.getByLabel('Buscar').fill(CREATOR.email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\?q=prata%40example\.com$/);
  await page.getByRole('link', { name: CREATOR.name }).click();
  await expect(page.getByRole('heading', { name: CREATOR.name, level: 1 })).toBeVisible();

  // Credits with a reason, through the ledger: the history shows the row.
  await page.getByRole('button', { name: 'Adicionar ou remover' }).click();
  const credits = page.getByRole('dialog', { name: 'Créditos' });
  await credits.getByLabel('Quantidade').fill('7');
  await credits.getByLabel('Motivo').fill('Cortesia do suporte (teste)');
  await credits.getByRole('button', { name: 'Adicionar créditos' }).click();
  await expect(credits).toBeHidden();
  const ledger = page.getByRole('region', { name: /^Créditos/ });
  await expect(ledger.getByRole('row').filter({ hasText: 'Cortesia do suporte (teste)' })).toContainText('+7');

  // Blocked: her public kit is gone.
  const kitUrl = (await page.getByRole('link', { name: 'Abrir mídia kit' }).getAttribute('href')) ?? '';
  expect((await page.request.get(kitUrl)).status()).toBe(200);
  await page.getByRole('button', { name: 'Bloquear', exact: true }).click();
  const block = page.getByRole('dialog', { name: 'Bloquear criador' });
  await block.getByLabel('Motivo').fill('Teste de bloqueio');
  await block.getByRole('button', { name: 'Bloquear', exact: true }).click();
  await expect(page.getByText(/^Bloqueado desde/)).toBeVisible();
  expect((await page.request.get(kitUrl)).status()).toBe(404);

  // Unblocked: the kit is back.
  await page.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  const unblock = page.getByRole('dialog', { name: 'Desbloquear criador' });
  await unblock.getByLabel('Motivo').fill('Revisado pelo suporte');
  await unblock.getByRole('button', { name: 'Desbloquear', exact: true }).click();
  await expect(unblock).toBeHidden();
  await expect(page.getByRole('button', { name: 'Bloquear', exact: true })).toBeVisible();
  expect((await page.request.get(kitUrl)).status()).toBe(200);
});
