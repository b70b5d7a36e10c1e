import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, logInAs, screenshotBothWidths } from './helpers.ts';
import { openDetails } from './proposal-fixtures.ts';

// Aira's ideas and UGC scripts end to end, on the demo database and the built-in offline writer
// (docs/product/aira.md): paid in credits, the sidebar's balance following each charge.

const sidebarCredits = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' }).getByRole('link', { name: /^Créditos/ });

async function sidebarBalance(page: Page): Promise<number> {
  const link = sidebarCredits(page);
  await expect(link).toHaveAccessibleName(/saldo: \d+ créditos?\)/);
  const name = (await link.getAttribute('aria-label')) ?? (await link.textContent()) ?? '';
  const match = /saldo: (\d+)/.exec(name);
  if (!match) throw new Error(`unexpected sidebar credits: ${name}`);
  return Number(match[1]);
}

const credits = (count: number) => `${count} ${count === 1 ? 'crédito' : 'créditos'}`;

/** Signs in and makes sure there are credits to spend: the welcome coupon, once per account. */
async function signInWithCredits(page: Page, email: string) {
  await logInAs(page, email);
  await page.goto('/credits');
  await page.getByLabel('Código do cupom').fill('BEMVINDO10');
  await page.getByRole('button', { name: 'Resgatar' }).click();
  await expect(page.getByText(/Cupom aplicado!|Você já usou este cupom\./)).toBeVisible();
}

async function expectNoAxeViolations(page: Page) {
  // The page's own content; the shared sidebar is checked by the shell's tests.
  const axe = await new AxeBuilder({ page }).include('main').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);
}

test.describe('Aira', () => {
  test('from a proposal on /publis, 3 ideas arrive one by one and the balance drops by 3', async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithCredits(page, demo.gold);

    await page.goto('/publis');
    const card = page.getByRole('article').first();
    await openDetails(card);
    const proposalName = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
    await card.getByRole('link', { name: 'Gerar ideias com a Aira' }).click();
    await expect(page).toHaveURL(/\/aira\?proposal=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aira para criadores' })).toBeVisible();
    const brief = page.getByRole('region', { name: 'Briefing da proposta' });
    await expect(brief).toContainText(proposalName.replace(/\.\.\.$|…$/, ''));

    const before = await sidebarBalance(page);
    expect(before).toBeGreaterThanOrEqual(3);
    await expect(page.getByText('Gerar 3 ideias custa 3 créditos.')).toBeVisible();
    await expect(page.getByText(`Seu saldo: ${credits(before)}`)).toBeVisible();

    // Counts the idea cards each time the list changes: they must arrive one at a time.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { ideaCounts: number[] }).ideaCounts = seen;
      new MutationObserver(() => {
        const region = document.querySelector('section[aria-label="Ideias geradas"]');
        const count = region ? region.querySelectorAll('article').length : 0;
        if (seen.at(-1) !== count) seen.push(count);
      }).observe(document.body, { childList: true, subtree: true });
    });
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v3/aira/ideas')) requests.push(request.headers()['idempotency-key'] ?? '');
    });
    await page.getByRole('button', { name: 'Gerar 3 ideias' }).dblclick();

    const ideas = page.getByRole('region', { name: 'Ideias geradas' });
    await expect(ideas.getByRole('heading', { name: '3 ideias geradas.' })).toBeVisible({ timeout: 20_000 });
    await expect(ideas.getByRole('article')).toHaveCount(3);
    await expect(ideas.getByText('Gerador offline (demonstração)')).toHaveCount(3);
    const counts = await page.evaluate(() => (window as unknown as { ideaCounts: number[] }).ideaCounts);
    expect(counts.filter((count) => count > 0)).toEqual([1, 2, 3]);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatch(/^[A-Za-z0-9_-]{16,64}$/);

    await expect(sidebarCredits(page)).toHaveAccessibleName(`Créditos (saldo: ${credits(before - 3)})`);
    await expect(page.getByText(`Seu saldo: ${credits(before - 3)}`)).toBeVisible();
    const latest = page.getByRole('list', { name: 'Gerações anteriores' }).getByRole('listitem').first();
    await expect(latest).toContainText('3 ideias · 3 créditos gastos');
    await expect(latest).toContainText('Concluída');

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await ideas.getByRole('button', { name: 'Copiar ideia 1 de 3' }).click();
    await expect(page.getByText('Ideia copiada.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Gancho:\n.+\n\nRoteiro:\n/);

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'aira-ideas');
  });

  test('a free theme over 500 characters is refused before anything is sent', async ({ page }) => {
    await signInWithCredits(page, demo.silver);
    await page.goto('/aira');
    await page.getByText('Tema livre', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Tema' }).fill('a'.repeat(501));
    await expect(page.getByText('501/500 caracteres')).toBeVisible();
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v3/aira/ideas')) posted = true;
    });
    await page.getByRole('button', { name: 'Gerar 3 ideias' }).click();
    await expect(page.getByText('O tema pode ter no máximo 500 caracteres.')).toBeVisible();
    expect(posted).toBe(false);
  });

  test('a UGC script is written, opened, copied and exported as text; the balance drops by 1', async ({ page }) => {
    test.setTimeout(90_000);
    await signInWithCredits(page, demo.gold);
    await page.goto('/aira/create-ugc-script');
    await expect(page.getByRole('heading', { level: 1, name: 'Criar roteiro UGC' })).toBeVisible();
    const before = await sidebarBalance(page);
    await expect(page.getByText('Criar o roteiro custa 1 crédito.')).toBeVisible();

    // Nothing typed: the schema's messages, and no request.
    await page.getByRole('button', { name: 'Criar roteiro' }).click();
    // The first refused field is brought into view and focused (a toast says it too when it was out of view).
    await expect(page.getByRole('textbox', { name: 'Produto' })).toBeFocused();
    await expect(page.locator('#root').getByText('Informe o produto.')).toBeVisible();
    await expect(page.locator('#root').getByText('Escolha o tom.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Produto' }).fill('Sérum Vitamina C');
    await page.getByRole('textbox', { name: 'Público' }).fill('Mulheres de 25 a 40 anos com pele oleosa');
    await page.getByRole('combobox', { name: 'Tom' }).click();
    await page.getByRole('option', { name: 'Descontraído' }).click();
    await page.getByRole('combobox', { name: 'Formato' }).click();
    await page.getByRole('option', { name: 'Antes e depois' }).click();
    await page.getByText('60 s', { exact: true }).click();
    await screenshotBothWidths(page, 'aira-ugc-form');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Criar roteiro' }).click();

    await expect(page).toHaveURL(/\/aira\/ugc-script\/[0-9a-f-]{36}$/, { timeout: 20_000 });
    await expect(page.getByText('Roteiro criado.')).toBeVisible();
    const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const scenes = page.getByRole('region', { name: 'Cenas' });
    await expect(scenes.getByRole('heading', { name: /^0–\d+ s$/ })).toBeVisible();
    await expect(scenes.getByRole('heading', { name: /–60 s$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lista de planos' })).toBeVisible();
    await expect(page.getByText('Gerador offline (demonstração)')).toBeVisible();
    await expect(sidebarCredits(page)).toHaveAccessibleName(`Créditos (saldo: ${credits(before - 1)})`);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copiar roteiro' }).click();
    await expect(page.getByText('Roteiro copiado.')).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`${title}\n\nProduto: Sérum Vitamina C\n`)).toBe(true);
    expect(copied).toContain('Tom: Descontraído\nFormato: Antes e depois\nDuração: 60 s');
    expect(copied).toMatch(/CENAS\n\n0–\d+ s\nMostra: /);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar .txt' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^roteiro-ugc-[a-z0-9-]+\.txt$/);
    expect(readFileSync(await file.path(), 'utf8')).toBe(copied);

    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'aira-ugc-script');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Back to the list, where the script is, with its format and duration.
    await page.getByRole('link', { name: 'Seus roteiros' }).click();
    const listed = page.getByRole('list', { name: 'Seus roteiros' }).getByRole('listitem').filter({ hasText: title });
    await expect(listed).toContainText('Antes e depois · Descontraído · 60 s');
    await expectNoAxeViolations(page);
    await screenshotBothWidths(page, 'aira-ugc-list');
  });

  test('a script that does not exist reads as not found', async ({ page }) => {
    await logInAs(page, demo.bronze);
    await page.goto('/aira/ugc-script/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Roteiro não encontrado' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Seus roteiros' })).toHaveAttribute('href', '/aira/create-ugc-script');
  });
});
