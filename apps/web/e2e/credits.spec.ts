import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, logInAs, screenshotBothWidths } from './helpers.ts';

// The API's VIP_GROUP_URL; the demo's labelled address when the server has none.
const VIP_GROUP_URL = process.env.VIP_GROUP_URL || 'https://chat.whatsapp.com/DemoMaisAlcanceVip';
const USE_COUPON = '/v3/promotional-codes/use';

async function openCredits(page: Page, email: string) {
  await logInAs(page, email);
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Créditos', level: 1 })).toBeVisible();
}

const balanceOf = async (page: Page) => {
  const text = (await page.getByTestId('credit-balance').textContent()) ?? '';
  const match = /^(\d+) créditos?$/.exec(text.trim());
  if (!match) throw new Error(`unexpected balance text: ${text}`);
  return Number(match[1]);
};

const couponField = (page: Page) => page.getByLabel('Código do cupom');
const redeem = async (page: Page, code: string) => {
  await couponField(page).fill(code);
  await page.getByRole('button', { name: 'Resgatar' }).click();
};

test.describe('/credits', () => {
  test('Bronze redeems BEMVINDO10: balance +10 here and in the sidebar, the history row, then "already used"', async ({ page }) => {
    await openCredits(page, demo.bronze);
    const before = await balanceOf(page);
    const sidebarCredits = page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Créditos/ });
    await expect(sidebarCredits).toHaveAccessibleName(`Créditos (saldo: ${before} ${before === 1 ? 'crédito' : 'créditos'})`);

    await redeem(page, 'bemvindo10');
    await expect(page.getByText('Cupom aplicado! Você ganhou 10 créditos.')).toBeVisible();
    await expect(couponField(page)).toHaveValue('');
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before + 10} créditos`);
    await expect(sidebarCredits).toHaveAccessibleName(`Créditos (saldo: ${before + 10} créditos)`);
    const history = page.getByRole('list', { name: 'Movimentações de créditos' });
    const row = history.getByRole('listitem').first();
    await expect(row).toContainText('Cupom BEMVINDO10');
    await expect(row).toContainText('+10');
    await expect(row).toContainText(`Saldo: ${before + 10}`);
    await screenshotBothWidths(page, 'credits');

    await redeem(page, 'BEMVINDO10');
    await expect(page.getByRole('alert')).toHaveText('Você já usou este cupom.');
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before + 10} créditos`);
    await expect(history.getByText('Cupom BEMVINDO10')).toHaveCount(1);

    // After a reload the server still says so (nothing was only in the page's memory).
    await page.reload();
    await expect(page.getByTestId('credit-balance')).toHaveText(`${before + 10} créditos`);
  });

  test('EXPIRADO reads "Validando..." while checked, then "Este cupom expirou."', async ({ page }) => {
    await openCredits(page, demo.silver);
    const before = await balanceOf(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${USE_COUPON}`, async (route) => {
      await held;
      await route.continue();
    });
    await redeem(page, 'EXPIRADO');
    await expect(page.getByRole('button', { name: 'Validando...' })).toBeDisabled();
    release();
    await expect(page.getByRole('alert')).toHaveText('Este cupom expirou.');
    await expect(couponField(page)).toHaveValue('EXPIRADO');
    expect(await balanceOf(page)).toBe(before);
    await screenshotBothWidths(page, 'credits-coupon-error');
  });

  test('an empty code shows "Por favor, insira um código de cupom" and sends no request', async ({ page }) => {
    await openCredits(page, demo.gold);
    const couponRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(USE_COUPON)) couponRequests.push(request.url());
    });
    await expect(page.getByRole('button', { name: 'Resgatar' })).toBeDisabled();
    await couponField(page).fill('    ');
    await page.getByRole('button', { name: 'Resgatar' }).click();
    await expect(page.getByRole('alert')).toHaveText('Por favor, insira um código de cupom');
    await couponField(page).press('Enter');
    await page.waitForTimeout(300);
    expect(couponRequests).toEqual([]);
  });

  test('the VIP button opens the configured group link in a new tab', async ({ page }) => {
    await openCredits(page, demo.gold);
    const vip = page.getByRole('link', { name: /Entrar no grupo VIP/ });
    await expect(vip).toHaveAttribute('href', VIP_GROUP_URL);
    await expect(vip).toHaveAttribute('target', '_blank');
    await expect(vip).toHaveAttribute('rel', 'noopener noreferrer');
    if (!process.env.VIP_GROUP_URL) await expect(vip).toHaveAccessibleDescription(/Endereço de demonstração/);
  });

  test('the page has a back button, the credit text and no accessibility violations', async ({ page }) => {
    await openCredits(page, demo.gold);
    await expect(page.getByText('Cada ideia de conteúdo gerada pela Aira consome 1 crédito.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Movimentações de créditos' })).toContainText('Créditos de boas-vindas');
    // The page's own content; the shared sidebar is checked by the shell's tests.
    const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
    await page.getByRole('button', { name: 'Voltar' }).click();
    await expect(page).not.toHaveURL(/\/credits$/);
  });
});
