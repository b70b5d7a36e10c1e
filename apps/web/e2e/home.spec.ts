import AxeBuilder from '@axe-core/playwright';
import { formatCents, formatCount, formatCredits } from '@ma/domain';
import type { Locator, Page, Response } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, logInAs, screenshotBothWidths } from './helpers.ts';

// Home and /monetize on the demo database, for each level (docs/product/home-and-monetize.md):
// the one next step and where its button goes, and the figures the server computed.

/** The overview as the server sent it to the page (snake_case, the wire). */
interface WireOverview {
  progress: { level: string; next_step: string | null };
  credits: { balance: number };
  applications: { pending: number; accepted: number; rejected: number };
  proposals: { fitting: number; top: { name: string }[] };
  media_kit: Record<string, unknown> & { url: string };
  affiliate: { registered: boolean; month_earnings_cents: number };
}

/** Signs in, opens `path` and returns the overview answer the page shows (the last it got). */
async function openWithOverview(page: Page, email: string, path: '/' | '/monetize') {
  await logInAs(page, email);
  // The page signing in led to may be asking for the overview too (gold lands on home): let it finish.
  await page.waitForLoadState('networkidle');
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/v3/account/overview') answers.push(response);
  });
  const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/v3/account/overview');
  await page.goto(path);
  // The route's loader asks for it and the page may ask again on mount: the last answer is what it shows.
  // Network idle alone can come before the first ask, while a slow machine still runs the scripts.
  await asked;
  await page.waitForLoadState('networkidle');
  const last = answers.at(-1);
  if (!last) throw new Error('the page did not ask for the overview');
  expect(last.status()).toBe(200);
  return (await last.json()) as WireOverview;
}

const viewsOf = (overview: WireOverview) => {
  const key = Object.keys(overview.media_kit).find((name) => name.startsWith('views_last'));
  return Number(key ? overview.media_kit[key] : NaN);
};

/** Accessibility of the page's own content (the sidebar has its own tests). */
async function axeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).include('main').analyze();
  return axe.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The figures every level's home shows, each the server's. */
async function expectServerFigures(page: Page, overview: WireOverview) {
  await expect(page.getByTestId('home-credit-balance')).toHaveText(formatCredits(overview.credits.balance));
  const { pending, accepted, rejected } = overview.applications;
  if (pending + accepted + rejected > 0) {
    await expect(page.getByTestId('applications-pending')).toHaveText(formatCount(pending));
    await expect(page.getByTestId('applications-accepted')).toHaveText(formatCount(accepted));
    await expect(page.getByTestId('applications-rejected')).toHaveText(formatCount(rejected));
  } else {
    await expect(page.getByText('Nenhuma candidatura ainda: escolha uma publi e envie sua proposta.')).toBeVisible();
  }
  await expect(page.getByTestId('kit-views')).toHaveText(formatCount(viewsOf(overview)));
  const proposals = page.getByRole('region', { name: 'Publis para você' });
  if (overview.proposals.fitting > 0) {
    const rows = proposals.getByRole('list', { name: 'Publis abertas para você' }).getByRole('listitem');
    await expect(rows).toHaveCount(overview.proposals.top.length);
    for (const [index, proposal] of overview.proposals.top.entries()) await expect(rows.nth(index)).toContainText(proposal.name);
  } else {
    await expect(proposals.getByText('Nenhuma publi aberta agora.')).toBeVisible();
  }
  const affiliate = page.getByRole('region', { name: 'Afiliação' });
  if (overview.affiliate.registered)
    await expect(page.getByTestId('affiliate-month-earnings')).toHaveText(formatCents(overview.affiliate.month_earnings_cents));
  else await expect(affiliate.getByRole('link', { name: 'Quero me cadastrar' })).toHaveAttribute('href', '/affiliate/register');
}

test.describe('home (/)', () => {
  for (const { level, email, step, action, to } of [
    { level: 'bronze', email: demo.bronze, step: 'Completar o mídia kit', action: 'Completar mídia kit', to: '/media-kit/edit' },
    { level: 'prata', email: demo.silver, step: 'Conectar o Instagram', action: 'Conectar Instagram', to: '/media-kit/connect' },
  ] as const) {
    test(`${level}: the one next step is "${step}", its button goes to ${to}, and the figures are the server's`, async ({ page }) => {
      const overview = await openWithOverview(page, email, '/');
      const steps = page.getByRole('list', { name: 'Passos até o Ouro' });
      const next = steps.getByRole('listitem').filter({ hasText: '(próximo passo)' });
      await expect(next).toHaveCount(1);
      await expect(next).toContainText(step);
      await expectServerFigures(page, overview);
      expect(await axeViolations(page)).toEqual([]);
      await screenshotBothWidths(page, `home-${level}`);

      await page.getByRole('region', { name: 'Seu caminho até o Ouro' }).getByRole('link', { name: action }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
    });
  }

  test('ouro: no step left, everything done, "Buscar publis", and the figures are the server’s', async ({ page }) => {
    const overview = await openWithOverview(page, demo.gold, '/');
    expect(overview.progress.next_step).toBeNull();
    const card = page.getByRole('region', { name: 'Seu caminho até o Ouro' });
    await expect(card.getByText('Tudo feito: você chegou ao Ouro.')).toBeVisible();
    await expect(card.getByText(/próximo passo/)).toHaveCount(0);
    await expect(card.getByRole('list', { name: 'Passos até o Ouro' }).getByRole('listitem').filter({ hasText: '(feito)' })).toHaveCount(3);
    await expectServerFigures(page, overview);
    // Ouro is the affiliate demo: this month's earnings are the server's.
    expect(overview.affiliate.registered).toBe(true);
    await expect(page.getByRole('region', { name: 'Visitas ao seu mídia kit' }).getByRole('link', { name: /\/ouro$/ })).toHaveAttribute(
      'href',
      overview.media_kit.url,
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'home-ouro');

    await card.getByRole('link', { name: 'Buscar publis' }).click();
    await expect(page).toHaveURL(/\/publis$/);
  });
});

/** The height of each section of the page's content, by its name. */
const sectionHeights = (page: Page) =>
  page
    .getByRole('main')
    .locator('section')
    .evaluateAll((sections) =>
      Object.fromEntries(
        sections.map((section) => [
          document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
          Math.round(section.getBoundingClientRect().height),
        ]),
      ),
    );

/** Opens `path` with the overview held back, and compares each section's height loading and loaded. */
async function expectNoLayoutShift(page: Page, path: '/' | '/monetize', loadedSign: Locator) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/v3/account/overview', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await expect(page.locator('main [aria-busy="true"]').first()).toBeVisible();
    const loading = await sectionHeights(page);
    release();
    await expect(loadedSign).toBeVisible();
    const loaded = await sectionHeights(page);
    await page.unroute('**/v3/account/overview');
    expect(Object.keys(loaded)).toEqual(Object.keys(loading));
    for (const [name, height] of Object.entries(loaded)) {
      const shift = Math.abs(height - (loading[name] ?? 0));
      expect.soft(shift, `${name} at ${width} px: ${loading[name]} px loading, ${height} px loaded`).toBeLessThanOrEqual(4);
    }
  }
}

for (const { level, email } of [
  { level: 'bronze', email: demo.bronze },
  { level: 'prata', email: demo.silver },
  { level: 'ouro', email: demo.gold },
] as const) {
  test(`${level}: the skeletons of home and /monetize have the size of what replaces them (no layout shift)`, async ({ page }) => {
    await logInAs(page, email);
    await page.waitForLoadState('networkidle');
    await expectNoLayoutShift(page, '/', page.getByTestId('home-credit-balance'));
    await expectNoLayoutShift(
      page,
      '/monetize',
      page.getByRole('region', { name: 'Aira para criadores' }).getByRole('link', { name: 'Abrir a Aira' }),
    );
  });
}

test.describe('/monetize', () => {
  test('shows the four ways to earn with this creator’s state and next action', async ({ page }) => {
    const overview = await openWithOverview(page, demo.silver, '/monetize');
    await expect(page.getByRole('heading', { level: 1, name: 'Monetize seu perfil' })).toBeVisible();
    for (const name of ['Publis de marcas', 'Programa de afiliados', 'Mídia kit', 'Aira para criadores']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    const publis = page.getByRole('region', { name: 'Publis de marcas' });
    await expect(publis.getByRole('link', { name: 'Conectar Instagram' })).toHaveAttribute('href', '/media-kit/connect');
    const aira = page.getByRole('region', { name: 'Aira para criadores' });
    await expect(aira.getByText(formatCredits(overview.credits.balance), { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mídia kit' }).getByText('Completo')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Programa de afiliados' }).getByRole('link', { name: 'Quero me cadastrar' })).toHaveAttribute(
      'href',
      '/affiliate/register',
    );
    expect(await axeViolations(page)).toEqual([]);
    await screenshotBothWidths(page, 'monetize-prata');
  });

  test('ouro: registered in the program with this month’s commissions', async ({ page }) => {
    const overview = await openWithOverview(page, demo.gold, '/monetize');
    const affiliate = page.getByRole('region', { name: 'Programa de afiliados' });
    await expect(affiliate.getByText(`Comissões deste mês: ${formatCents(overview.affiliate.month_earnings_cents)}`)).toBeVisible();
    await expect(affiliate.getByRole('link', { name: 'Ver meus links' })).toHaveAttribute('href', '/affiliate/links');
    await screenshotBothWidths(page, 'monetize-ouro');
  });
});
