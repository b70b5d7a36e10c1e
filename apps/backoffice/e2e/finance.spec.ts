import { formatCents } from '@ma/domain';
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { DEMO_ADMIN, newOperator, signedInContext } from './operators.ts';

// Marcas e comissões (docs/product/backoffice.md) against the real API and the demo's data: a
// finance operator pays Ouro's approved commissions and Ouro's bell shows the payout; support is
// refused every finance route.

const OURO = { email: 'ouro@example.com', password: 'demo12345' };
const A_UUID = '6f1c1e9e-0000-4000-8000-000000000000';
const FINANCE_ROUTES = [
  ['GET', '/v3/admin/affiliate-brands'],
  ['POST', '/v3/admin/affiliate-brands'],
  ['PATCH', '/v3/admin/affiliate-brands/lumiere'],
  ['POST', '/v3/admin/affiliate-brands/lumiere/webhook-secret'],
  ['GET', '/v3/admin/commissions?status=approved'],
  ['GET', '/v3/admin/payouts/due'],
  ['POST', '/v3/admin/payouts/batches'],
  ['GET', '/v3/admin/payouts/batches'],
  ['GET', `/v3/admin/payouts/batches/${A_UUID}/csv`],
  ['POST', `/v3/admin/payouts/${A_UUID}/pix-key`],
] as const;

/** Screenshots at both widths when FINANCE_SHOTS names a folder (the screens' review, not the test's). */
async function shoot(page: Page, name: string) {
  const folder = process.env.FINANCE_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  for (const width of [1280, 768]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${folder}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('finance pays Ouro what is due and her bell shows it; support gets 403 on every finance route', async ({ browser, baseURL }) => {
  if (!baseURL) throw new Error('playwright.config.ts names the base URL');
  const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const [finance, support] = await Promise.all([
    newOperator(browser, baseURL, admin, 'finance', 'Fábio Finanças'),
    newOperator(browser, baseURL, admin, 'support', 'Sandro Suporte'),
  ]);

  const refused = await Promise.all(
    FINANCE_ROUTES.map(async ([method, path]) => {
      const answer = await support.context.request.fetch(path, { method, headers: { origin: baseURL }, data: method === 'GET' ? undefined : {} });
      return `${method} ${path}: ${answer.status()}`;
    }),
  );
  expect(refused).toEqual(FINANCE_ROUTES.map(([method, path]) => `${method} ${path}: 403`));

  // What Ouro is due, as the screen will show it.
  const due = (await (await finance.context.request.get('/v3/admin/payouts/due', { headers: { origin: baseURL } })).json()) as {
    items: { full_name: string; email: string; amount_cents: number }[];
  };
  const ouro = due.items.find((item) => item.email === OURO.email);
  if (!ouro) throw new Error('the demo gives Ouro approved commissions to pay');

  const page = await finance.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/backoffice/finance?tab=payouts');
  await expect(page.getByRole('heading', { name: 'Marcas e comissões' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: OURO.email });
  await expect(row).toContainText(formatCents(ouro.amount_cents));
  await expect(row).not.toContainText('7d9f6c2e-3b1a-4c5d-9e8f-0a1b2c3d4e5f');
  await shoot(page, 'payouts');

  // The full key for the transfer, after a reason (the audit log keeps the reason, not the key).
  await row.getByRole('button', { name: `Mostrar a chave PIX de ${ouro.full_name}` }).click();
  const reveal = page.getByRole('dialog', { name: `Chave PIX de ${ouro.full_name}` });
  await reveal.getByLabel('Motivo').fill('Transferência do lote de hoje');
  await reveal.getByRole('button', { name: 'Mostrar' }).click();
  await expect(reveal).toBeHidden();
  await expect(row).toContainText('7d9f6c2e-3b1a-4c5d-9e8f-0a1b2c3d4e5f');
  await expect(row.getByRole('button', { name: `Copiar a chave PIX de ${ouro.full_name}` })).toBeVisible();

  await row.getByRole('checkbox', { name: `Pagar ${ouro.full_name}` }).check();
  await page.getByRole('button', { name: 'Marcar como pagos' }).click();
  await expect(row.getByText('Informe o identificador da transação PIX.')).toBeVisible();
  await row.getByRole('textbox', { name: `ID da transação PIX de ${ouro.full_name}` }).fill('E18236120202611290300s0123456789');
  await page.getByRole('button', { name: 'Marcar como pagos' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar pagamento' });
  await expect(confirm).toContainText(formatCents(ouro.amount_cents));
  await shoot(page, 'payouts-confirm');
  await confirm.getByRole('button', { name: 'Confirmar pagamento' }).click();
  const paid = page.getByRole('alert').filter({ hasText: 'Lote marcado como pago' });
  await expect(paid).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: OURO.email })).toHaveCount(0);

  // The batch's CSV, as the link downloads it.
  const download = page.waitForEvent('download');
  await paid.getByRole('link', { name: 'Baixar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/^pagamentos-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/);
  await shoot(page, 'payouts-paid');

  await page.getByRole('tab', { name: 'Comissões' }).click();
  await page.getByText('Pagas', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Pagas' })).toBeChecked();
  await expect(page.getByRole('row').filter({ hasText: OURO.email }).first()).toBeVisible();
  await shoot(page, 'commissions');
  await page.getByRole('tab', { name: 'Marcas' }).click();
  await expect(page.getByRole('cell', { name: 'Lumière Cosméticos lumiere' })).toBeVisible();
  await shoot(page, 'brands');
  if (process.env.FINANCE_SHOTS) {
    await page.getByRole('button', { name: 'Nova marca' }).click();
    await page.getByRole('dialog', { name: 'Nova marca' }).getByRole('button', { name: 'Criar marca' }).click();
    await shoot(page, 'brand-form');
    await page.keyboard.press('Escape');
  }

  // Ouro's bell, in the creator app the same server serves.
  const creator = await browser.newContext({ baseURL, locale: 'pt-BR' });
  const app = await creator.newPage();
  await app.setViewportSize({ width: 1280, height: 900 });
  await app.goto('/login');
  await app.getByRole('textbox', { name: 'E-mail', exact: true }).fill(OURO.email);
  await app.getByRole('textbox', { name: 'Senha', exact: true }).fill(OURO.password);
  await app.getByRole('button', { name: 'Entrar', exact: true }).click();
  await app
    .getByRole('complementary', { name: 'Barra lateral' })
    .getByRole('link', { name: /^Notificações: \d+ não lidas?$/ })
    .click();
  const unread = app.getByRole('list', { name: 'Notificações' }).locator('a[data-unread]');
  await expect(unread.filter({ hasText: `Enviamos ${formatCents(ouro.amount_cents)} por PIX` })).toHaveCount(1);
  await Promise.all([admin.close(), finance.context.close(), support.context.close(), creator.close()]);
});
