import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, newestMail, logInAs, screenshotBothWidths } from './helpers.ts';

// The in-app notifications (docs/product/notifications.md) against the real API: the demo's
// seeder gives Ouro and Prata notifications of every kind, those of the last day unread.

/** The unread count the bell's accessible name carries ('Notificações: 3 não lidas'), 0 without one. */
async function bellCount(page: Page) {
  const bell = page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Notificações/ });
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) não lidas?$/.exec(name)?.[1] ?? 0);
}

async function accessibilityProblems(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

test.describe('notifications', () => {
  test("the bell shows what is unread, /notifications lists it, 'Marcar todas como lidas' clears it, and one opens its page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, demo.gold);
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    const bell = sidebar.getByRole('link', { name: /^Notificações: \d+ não lidas?$/ });
    await expect(bell).toBeVisible();
    const unread = await bellCount(page);
    expect(unread).toBeGreaterThan(0);

    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Notificações' });
    await expect(list.getByRole('link').first()).toBeVisible();
    await expect(list.locator('a[data-unread]')).toHaveCount(unread);
    await expect(list.getByText('Candidatura aceita').first()).toBeVisible();
    await expect(page.getByText(`Você tem ${unread} ${unread === 1 ? 'notificação não lida' : 'notificações não lidas'}.`)).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotBothWidths(page, 'notifications');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
    await expect(page.getByText('Tudo em dia por aqui.')).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();
    await expect(list.locator('a[data-unread]')).toHaveCount(0);
    // The server says so too: after a reload the bell stays clear.
    await page.reload();
    await expect(sidebar.getByRole('link', { name: 'Notificações', exact: true })).toBeVisible();

    const payout = list.getByRole('link', { name: /Pagamento enviado/ });
    await expect(payout).toHaveAttribute('href', '/affiliate/commissions');
    await payout.click();
    await expect(page).toHaveURL(/\/affiliate\/commissions$/);
  });

  test('opening an unread one marks it read and lands on its page; /notifications at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    await logInAs(page, demo.silver);
    // At 360 px the bell stands in the top bar.
    const topBell = page.getByRole('banner').getByRole('link', { name: /^Notificações: \d+ não lidas?$/ });
    await expect(topBell).toBeVisible();
    const unread = Number(/: (\d+) /.exec((await topBell.getAttribute('aria-label')) ?? '')?.[1]);
    // And in the menu's drawer, beside the logo.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const drawerBell = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: /^Notificações: \d+ não lidas?$/ });
    await expect(drawerBell).toBeVisible();
    await page.waitForTimeout(300);
    await page.screenshot({ path: 'artifacts/screenshots/notifications-drawer-360.png' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await topBell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    const list = page.getByRole('list', { name: 'Notificações' });
    const first = list.locator('a[data-unread]').first();
    await expect(first).toBeVisible();
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await accessibilityProblems(page)).toEqual([]);

    const path = (await first.getAttribute('href')) ?? '';
    await first.click();
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
    await expect(page.getByRole('banner').getByRole('link', { name: /^Notificações/ })).toHaveAttribute(
      'aria-label',
      unread - 1 > 0 ? `Notificações: ${unread - 1} ${unread - 1 === 1 ? 'não lida' : 'não lidas'}` : 'Notificações',
    );
  });

  test("the brand accepts on its list: the creator's bell counts it, it opens her applications, and its e-mail turns that e-mail off", async ({
    page,
  }) => {
    // The decision is told once it settles (a minute without another change, then the next
    // minute's round: docs/product/brand-applicants.md), the bell asks every 60 s, and the mail
    // leaves with the job runner's minute sweep.
    test.setTimeout(420_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await logInAs(page, demo.silver);
    // Prata has unread ones (her digest, her voice profile...): wait for the count to arrive.
    await expect(
      page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Notificações: \d+ não lidas?$/ }),
    ).toBeVisible();
    const before = await bellCount(page);

    // The brand, on the demo's list (public: no session needed), accepts Paula (Prata).
    await page.goto('/aira/profile-list/demo-perfis-da-proposta-veste-verde-fitness');
    const paula = page.getByRole('listitem', { name: /ºPaula Nascimento/ });
    await paula.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText('Candidatura aceita.')).toBeVisible();

    await page.goto('/');
    await expect.poll(() => bellCount(page), { timeout: 240_000 }).toBe(before + 1);
    await page
      .getByRole('complementary', { name: 'Barra lateral' })
      .getByRole('link', { name: /^Notificações/ })
      .click();
    const newest = page.getByRole('list', { name: 'Notificações' }).getByRole('link').first();
    await expect(newest).toContainText('Candidatura aceita');
    await expect(newest).toContainText('Sua candidatura para Moda fitness sustentável Veste Verde foi aceita!');
    await newest.click();
    await expect(page).toHaveURL(/\/publis\?tab=candidaturas$/);
    await expect.poll(() => bellCount(page)).toBe(before);

    // Her e-mail (the demo prints it in the API's log) says the same, with the way to stop these mails.
    const mail = await newestMail(demo.silver, 'Candidatura aceita', { timeout: 100_000 });
    expect(mail.text).toContain('Sua candidatura para Moda fitness sustentável Veste Verde foi aceita!');
    const unsubscribe = /Para não receber mais: (\S+)/.exec(mail.text)?.[1];
    expect(unsubscribe).toMatch(/\/unsubscribe\/[\w-]{43}$/);
    await page.goto(new URL(unsubscribe ?? '').pathname);
    await expect(page.getByRole('heading', { name: 'Parar de receber estes e-mails?' })).toBeVisible();
    await expect(page.getByText(/Você deixa de receber e-mails de “Candidatura aceita”/)).toBeVisible();
    expect(await accessibilityProblems(page)).toEqual([]);
    await screenshotBothWidths(page, 'notifications-unsubscribe');
    await page.setViewportSize({ width: 360, height: 760 });
    await page.getByRole('button', { name: 'Cancelar estes e-mails' }).click();
    await expect(page.getByRole('heading', { name: 'Pronto!' })).toBeVisible();
    await screenshotBothWidths(page, 'notifications-unsubscribed');

    // Only that kind's e-mail went off.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('link', { name: 'Ajustar meus avisos' }).click();
    await expect(page.getByRole('switch', { name: 'Candidatura aceita: E-mail' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'Candidatura aceita: No app' })).toBeChecked();
    await expect(page.getByRole('switch', { name: 'Candidatura recusada: E-mail' })).toBeChecked();
  });
});
