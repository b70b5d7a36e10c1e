import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { axeViolations, demo, fillAffiliateRegistration, screenshotBothWidths, signIn, signUpAndSignIn } from './helpers.ts';

// The affiliate program end to end, on the demo database: a new creator registers, makes a link,
// a visitor follows it, the brand (the demo's Lumière, whose webhook secret is public on purpose:
// docs/product/affiliate.md) reports the order, and the commission shows in the month and its CSV.

const BRAND = 'lumiere';
const SECRET = 'demo-webhook-secret-lumiere-not-for-production';
const PASSWORD = 'senha-segura-123';

/** What the brand's server sends: the order, signed with its secret. */
function deliver(request: APIRequestContext, event: Record<string, unknown>) {
  const body = JSON.stringify(event);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const signature = `sha256=${createHmac('sha256', SECRET).update(`${timestamp}.${body}`).digest('hex')}`;
  return request.post(`/v3/affiliate/webhooks/${BRAND}`, {
    headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
    data: body,
  });
}

test.describe('the affiliate program', () => {
  test('register, make a link, a visitor follows it, a signed order becomes a pending commission, and the CSV has it', async ({ page, request }) => {
    // The whole program in one flow, each screen checked at two widths: 26 s alone on a slow day.
    test.setTimeout(60_000);
    await signUpAndSignIn(page, request, { name: 'Júlia Afiliada', email: `afiliada.${Date.now()}@example.com`, password: PASSWORD });

    // Until registered, the links lead to the registration.
    await page.goto('/affiliate/links');
    await expect(page).toHaveURL(/\/affiliate\/register$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de afiliado' })).toBeVisible();
    await fillAffiliateRegistration(page, { name: 'Júlia Afiliada Santos', document: '529.982.247-24', pixEmail: 'julia@example.com' });
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    // Nothing typed is lost on a refusal.
    await expect(page.getByText('CPF ou CNPJ inválido.')).toBeVisible();
    await expect(page.getByText('Aceite os termos do programa para continuar.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Chave PIX' })).toHaveValue('julia@example.com');
    await page.getByLabel('CPF ou CNPJ').fill('529.982.247-25');
    await page.getByLabel('Li e aceito os termos do programa de afiliados.').check();
    await screenshotBothWidths(page, 'affiliate-register');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page).toHaveURL(/\/affiliate\/links$/);
    await expect(page.getByText('Cadastro de afiliado salvo.')).toBeVisible();

    // A link to a page of another site is refused; one to the brand's page is made.
    await page.getByRole('button', { name: 'Criar link de Lumière Cosméticos' }).click();
    const modal = page.getByRole('dialog', { name: 'Criar link de Lumière Cosméticos' });
    await modal.getByLabel('Página do produto').fill('https://evil.example.net/promo');
    await modal.getByRole('button', { name: 'Criar link' }).click();
    await expect(modal.getByText('O link precisa ser uma página de Lumière Cosméticos (lumiere.example.com).')).toBeVisible();
    await modal.getByLabel('Página do produto').fill('https://lumiere.example.com/serum-vitamina-c');
    await modal.getByRole('button', { name: 'Criar link' }).click();
    await expect(modal).toBeHidden();
    const card = page.getByRole('article', { name: 'Lumière Cosméticos' }).filter({ hasText: '/r/' });
    const tracked = (await card.getByText(/\/r\/[2-9a-z]{8}$/).textContent())?.trim() ?? '';
    expect(tracked).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/r\/[2-9a-hjkmnp-z]{8}$/);

    // A visitor's phone follows it: a 302 to the brand's page with our parameters.
    const visit = await request.get(tracked, {
      maxRedirects: 0,
      headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36' },
    });
    expect(visit.status()).toBe(302);
    const location = new URL(visit.headers()['location'] ?? '');
    expect([location.host, location.pathname, location.searchParams.get('utm_source')]).toEqual([
      'lumiere.example.com',
      '/serum-vitamina-c',
      'maisalcance',
    ]);
    const clickId = location.searchParams.get('ma_click_id');
    expect(clickId).toBeTruthy();
    // A link preview is redirected too, and not counted.
    expect((await request.get(tracked, { maxRedirects: 0, headers: { 'user-agent': 'WhatsApp/2.24.1 A' } })).status()).toBe(302);
    // Clicks are written in batches, within a second or so.
    await expect(async () => {
      await page.reload();
      await expect(card.getByText('1 (1 únicos)')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await screenshotBothWidths(page, 'affiliate-links');
    expect(await axeViolations(page)).toEqual([]);

    // The brand reports the order (a retry changes nothing); a forged one is refused.
    const order = {
      event_id: `evt-${Date.now()}`,
      type: 'order.approved',
      order_id: `PED-${Date.now()}`,
      order_value: 15_990,
      click_id: clickId,
      occurred_at: new Date().toISOString(),
    };
    expect(await (await deliver(request, order)).json()).toEqual({ status: 'created' });
    expect(await (await deliver(request, order)).json()).toEqual({ status: 'duplicate' });
    const forged = await request.post(`/v3/affiliate/webhooks/${BRAND}`, {
      headers: { 'content-type': 'application/json', 'x-timestamp': String(Math.floor(Date.now() / 1000)), 'x-signature': 'sha256=00' },
      data: JSON.stringify({ ...order, event_id: 'forjado' }),
    });
    expect(forged.status()).toBe(401);

    // The month shows it pending: 12 % of R$ 159,90 is R$ 19,19.
    await page.getByRole('link', { name: 'Comissões' }).click();
    await expect(page).toHaveURL(/\/affiliate\/commissions/);
    const row = page.getByText(order.order_id).first();
    await expect(row).toBeVisible();
    await expect(page.getByRole('group', { name: 'Pendente' }).getByText('R$ 19,19')).toBeVisible();
    await screenshotBothWidths(page, 'affiliate-commissions');
    expect(await axeViolations(page)).toEqual([]);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^comissoes-\d{4}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path()) ?? '', 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(`;Lumière Cosméticos;${order.order_id};159,90;19,19;Pendente;`);
    expect(csv.trimEnd().split('\r\n').at(-1)).toBe('Total;;;;19,19;;');

    // The registration, to edit: the CPF, the phone and the PIX key shown masked, a new key asking for the password.
    await page.getByRole('link', { name: 'Editar cadastro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Editar afiliação' })).toBeVisible();
    await expect(page.getByText('***.982.247-**')).toBeVisible();
    await expect(page.getByText('(71) *****-4321')).toBeVisible();
    await expect(page.getByText('ju***@example.com')).toBeVisible();
    await expect(page.getByText(/98765/)).toHaveCount(0);
    await screenshotBothWidths(page, 'affiliate-edit-masked');
    // A new phone is saved without the password, and shown masked too.
    await page.getByRole('button', { name: 'Trocar telefone' }).click();
    await expect(page.getByLabel('Confirme sua senha')).toBeHidden();
    await page.getByLabel('Telefone / WhatsApp').fill('(71) 91234-5678');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page.getByText('Cadastro de afiliado salvo.')).toBeVisible();
    await expect(page.getByText('(71) *****-5678')).toBeVisible();
    // 'Mostrar' shows them whole once the password confirms it is her.
    await page.getByRole('button', { name: 'Mostrar Telefone / WhatsApp' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirme que é você' });
    await confirm.getByRole('textbox', { name: 'Senha' }).fill(PASSWORD);
    await confirm.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByText('(71) 91234-5678')).toBeVisible();
    await expect(page.getByText('52998224725')).toBeVisible();
    await page.getByRole('button', { name: 'Trocar chave PIX' }).click();
    await expect(page.getByLabel('Confirme sua senha')).toBeVisible();
    await screenshotBothWidths(page, 'affiliate-edit');
  });

  test('the demo Ouro account sees its links, months of clicks and commissions in every status', async ({ page }) => {
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto('/affiliate/links');
    await expect(page.getByText(/\/r\/dembeaut$/)).toBeVisible();
    await page.goto('/affiliate/commissions');
    for (const status of ['Pendente', 'Aprovada', 'Paga', 'Cancelada']) await expect(page.getByRole('group', { name: status })).toBeVisible();
    await expect(page.getByText(/^PED-[0-9A-F]{8}$/).first()).toBeVisible();
  });

  test('an unknown tracked link gets a 404 page', async ({ page }) => {
    const response = await page.goto('/r/zzzzzzzz');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Link não encontrado' })).toBeVisible();
  });
});
