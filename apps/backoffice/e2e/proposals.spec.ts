import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, newOperator, signedInContext } from './operators.ts';

// The demo's Prata account (README), who sees the proposal on the creator app's /publis.
const PRATA = { email: 'prata@example.com', password: 'demo12345' };

/** A small logo drawn by the browser itself: a PNG, as an operator's file would be. */
const drawLogo = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 160;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#7048e8';
    context.fillRect(0, 0, 160, 160);
    context.fillStyle = '#ffffff';
    context.font = 'bold 96px sans-serif';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText('L', 80, 88);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });

test('a support operator publishes a proposal with a logo that Prata sees on /publis, makes its brand link, and the audit log shows it', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('no baseURL');
  const admin = await signedInContext(browser, baseURL, DEMO_ADMIN);
  const support = await newOperator(browser, baseURL, admin, 'support', 'Paula Propostas');
  const name = `Glow de Verão ${Date.now()}`;

  // Nova proposta: the fields, the logo sent and previewed, Prata allowed.
  const page = await support.context.newPage();
  await page.goto('/backoffice/proposals');
  await page.getByRole('link', { name: 'Nova proposta' }).click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel(/^Marca/).fill('Lumière');
  await page.getByLabel('Descrição').fill('Três posts no feed sobre a linha de verão.');
  await page.getByLabel('Valor (R$)').fill('1500');
  await page.getByLabel('Também para Prata (senão, só Ouro)').check();
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(await drawLogo(page), 'base64') });
  await expect(page.getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', /\/v3\/files\/logos\/\w+\.webp$/);
  await page.getByRole('button', { name: 'Publicar proposta' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Aberta', { exact: true })).toBeVisible();

  // Its brand's link: the address shown once, then the link listed as active and not yet opened.
  await page.getByRole('tab', { name: 'Links da marca' }).click();
  await page.getByRole('button', { name: 'Novo link' }).click();
  await page.getByRole('dialog', { name: 'Novo link da marca' }).getByLabel('Para quem').fill('Contato da Lumière');
  await page.getByRole('button', { name: 'Criar link' }).click();
  const shown = page.getByRole('dialog', { name: 'Link criado' });
  await expect(shown.locator('pre, code').first()).toHaveText(/\/aira\/profile-list\/[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Pronto' }).click();
  const linkRow = page.getByRole('row').filter({ hasText: 'Contato da Lumière' });
  await expect(linkRow).toContainText('Ativo');
  await expect(linkRow).toContainText('Ainda não');

  // Prata, on the creator app: the proposal and its logo on /publis.
  const creator = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const publis = await creator.newPage();
  await publis.goto('/login');
  await publis.getByRole('textbox', { name: 'E-mail', exact: true }).fill(PRATA.email);
  await publis.getByRole('textbox', { name: 'Senha', exact: true }).fill(PRATA.password);
  await publis.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(publis).not.toHaveURL(/\/login/);
  await publis.goto('/publis');
  await publis.getByLabel('Buscar publis').fill(name);
  const card = publis.getByRole('article').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.locator('img[src*="/v3/files/logos/"]')).toBeVisible();
  await creator.close();

  // The admin's audit log: the support operator's writes, under their name.
  const audit = await admin.newPage();
  await audit.goto('/backoffice/audit');
  await audit.getByRole('combobox', { name: 'Operador' }).click();
  await audit.getByRole('option', { name: support.name }).click();
  await audit.getByRole('button', { name: 'Filtrar' }).click();
  for (const action of ['Proposta publicada', 'Logo enviado', 'Link da marca criado'])
    await expect(audit.getByRole('row').filter({ hasText: action }).filter({ hasText: support.name })).toBeVisible();
  await Promise.all([support.context.close(), admin.close()]);
});
