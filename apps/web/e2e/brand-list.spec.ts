import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, screenshotBothWidths, signIn } from './helpers.ts';

// The brand's list of applicants end to end, on the demo database: the demo link (its token is
// public on purpose and opens only in demo mode: docs/product/brand-applicants.md "Demo") shows
// Veste Verde's applicants; the brand accepts Olívia's (Ouro), and Olívia sees it on /publis.

const DEMO_TOKEN = 'demo-perfis-da-proposta-veste-verde-fitness';
const PROPOSAL = 'Moda fitness sustentável Veste Verde';
const BRAND = 'Veste Verde Activewear';

async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** What the screen shows (not the whole page): a toast sits on the viewport, lost in a long full-page shot. */
async function viewportShots(page: Page, name: string) {
  const dir = join(import.meta.dirname, '..', 'artifacts', 'screenshots');
  mkdirSync(dir, { recursive: true });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: width === 360 ? 760 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(dir, `${name}-${width}.png`) });
  }
}

const applicant = (page: Page, name: string) => page.getByRole('listitem', { name: new RegExp(`º${name}`) });

test.describe("the brand's list of applicants", () => {
  test('an invalid, unknown or malformed link shows the not-found page', async ({ page }) => {
    for (const token of ['nao-existe', 'A'.repeat(43)]) {
      await page.goto(`/aira/profile-list/${token}`);
      await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
      await expect(page.getByText('Perfis da proposta')).toHaveCount(0);
    }
    await screenshotBothWidths(page, 'brand-list-not-found');
  });

  test('the brand accepts an application; the creator sees it accepted on /publis, with a toast once', async ({ page, request }) => {
    // The served page is not to be indexed, nor to pass its address on.
    const served = await request.get(`/aira/profile-list/${DEMO_TOKEN}`);
    expect(served.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(served.headers()['referrer-policy']).toBe('no-referrer');

    await page.goto(`/aira/profile-list/${DEMO_TOKEN}`);
    await expect(page.getByRole('heading', { level: 1, name: PROPOSAL })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    // No sign-in and no sidebar: the brand has no account.
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByText('2 candidaturas, da mais compatível para a menos.')).toBeVisible();
    const olivia = applicant(page, 'Olívia Andrade');
    const paula = applicant(page, 'Paula Nascimento');
    await expect(olivia.getByText('1º')).toBeVisible();
    await expect(olivia.getByText('Compatibilidade: 100%')).toBeVisible();
    await expect(paula.getByText('2º')).toBeVisible();
    await expect(paula.getByText('Compatibilidade: 50%')).toBeVisible();
    await expect(paula.getByText('Nicho: não atende')).toBeVisible();
    await expect(olivia.getByText(/48,7k seguidores/)).toBeVisible();
    await expect(olivia.getByText('Em análise')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'brand-list');
    await page.setViewportSize({ width: 1280, height: 800 });

    await olivia.getByRole('button', { name: 'Aceitar' }).click();
    await expect(page.getByText('Candidatura aceita.')).toBeVisible();
    await expect(olivia.getByText('Aceita', { exact: true })).toBeVisible();
    await expect(olivia.getByRole('button', { name: 'Aceitar' })).toHaveAttribute('aria-pressed', 'true');
    await expect(paula.getByText('Em análise')).toBeVisible();
    await viewportShots(page, 'brand-list-accepted');
    // It is kept: a reload shows it.
    await page.reload();
    await expect(applicant(page, 'Olívia Andrade').getByText('Aceita', { exact: true })).toBeVisible();

    // The creator opens /publis: a toast tells her, once.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await signIn(page, demo.gold);
    await expect(page.getByRole('img', { name: /^Nível/ }).first()).toBeVisible();
    await page.goto('/publis');
    await expect(page.getByText(`Sua candidatura para ${PROPOSAL} foi aceita!`)).toBeVisible();
    await viewportShots(page, 'brand-list-publis-toast');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Minhas candidaturas' }).click();
    const item = page.getByRole('listitem').filter({ hasText: BRAND });
    await expect(item.getByText('Aceita', { exact: true })).toBeVisible();
    await screenshotBothWidths(page, 'brand-list-publis-accepted');

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/publis?tab=candidaturas');
    await expect(page.getByRole('listitem').filter({ hasText: BRAND }).getByText('Aceita', { exact: true })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByText(`Sua candidatura para ${PROPOSAL} foi aceita!`)).toHaveCount(0);
  });
});
