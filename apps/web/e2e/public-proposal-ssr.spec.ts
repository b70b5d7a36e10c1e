import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, logInAs, screenshotBothWidths } from './helpers.ts';
import { cardOf, pick, proposalsFor } from './proposal-fixtures.ts';

const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\s/g, ' ');
/** Text as React writes it into HTML. */
const html = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const meta = (page: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"/>`).exec(page)?.[1];

/** Errors the page reports while it loads and hydrates (a hydration mismatch is one). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Clicks 'Copiar link' once and waits for the page to say `message`: a click before hydration is pressed again once it has hydrated (decision 028). */
async function copyLink(page: Page, message: string) {
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByRole('status').filter({ hasText: message })).toBeVisible({ timeout: 10_000 });
}

test.describe('the public proposal page, rendered on the server', () => {
  test('the HTML itself carries the proposal and its preview tags, without any script', async ({ request, baseURL }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'any', () => true);
    const response = await request.get(`/publi/${proposal.id}/public`, { headers: { 'user-agent': 'WhatsApp/2.23.20.0 A' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/text\/html/);
    const page = await response.text();
    const body = page.slice(page.indexOf('<div id="root">'), page.indexOf('<script id="page-data"'));
    expect(body).toContain(`>${html(proposal.name)}</h1>`);
    expect(body).toContain(html(proposal.brand_name));
    expect(body).toContain(brl(proposal.value));
    expect(body).toContain('Compartilhe esta publi');

    const url = `${baseURL}/publi/${proposal.id}/public`;
    const title = html(`${proposal.name} | ${proposal.brand_name}`);
    expect(page).toContain(`<title>${title}</title>`);
    expect(page).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(meta(page, 'og:title')).toBe(title);
    expect(meta(page, 'og:url')).toBe(url);
    expect(meta(page, 'og:description')).toContain(brl(proposal.value));
    const image = meta(page, 'og:image');
    expect(image).toBeTruthy();
    const logo = await request.get(image?.replaceAll('&amp;', '&') ?? '');
    expect(logo.status()).toBe(200);
    expect(logo.headers()['content-type']).toMatch(/^image\//);
  });

  test('a guest opens it on a phone: painted before any script, accessible, and copying the link works', async ({
    browser,
    page,
    request,
    baseURL,
  }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'any', () => true);
    const path = `/publi/${proposal.id}/public`;

    // Without JavaScript the page is all there.
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 760 } });
    const still = await noScript.newPage();
    await still.goto(path);
    await expect(still.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await expect(still.getByText(brl(proposal.value)).first()).toBeVisible();
    await noScript.close();

    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 360, height: 760 });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Entrar', exact: true })).toHaveAttribute('href', `/?proposal=${proposal.id}`);
    await expect(page.getByRole('link', { name: 'Entrar para enviar proposta' })).toHaveAttribute('href', `/?proposal=${proposal.id}`);
    await expect(page.getByRole('link', { name: 'Criar conta', exact: true })).toHaveAttribute('href', `/register?proposal=${proposal.id}`);
    await expect(page.getByRole('link', { name: 'Conheça o produto' })).toHaveAttribute('href', '#conheca');
    const shared = `${baseURL}${path}`;
    for (const [name, host] of [
      ['WhatsApp', 'https://wa.me/'],
      ['Facebook', 'https://www.facebook.com/'],
      ['LinkedIn', 'https://www.linkedin.com/'],
      ['Telegram', 'https://t.me/'],
    ] as const) {
      const link = page.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', new RegExp(`^${host.replace(/\./g, '\\.')}.*${encodeURIComponent(shared)}`));
      await expect(link).toHaveAttribute('target', '_blank');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => ({ id: violation.id, targets: violation.nodes.map((node) => node.target.join(' ')) }))).toEqual([]);

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await copyLink(page, 'Link copiado com sucesso!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shared);
    expect(errors).toEqual([]);
    await screenshotBothWidths(page, 'public-proposal-ssr');
  });

  test("says 'Erro ao copiar link' when the browser refuses the clipboard", async ({ page, request }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'any', () => true);
    await page.goto(`/publi/${proposal.id}/public`);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
        configurable: true,
      });
    });
    await copyLink(page, 'Erro ao copiar link');
  });

  test('an unknown id is a real 404 page, not indexed, with a way home', async ({ page }) => {
    const response = await page.goto('/publi/00000000-0000-4000-8000-000000000000/public');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Proposta não encontrada' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await screenshotBothWidths(page, 'public-proposal-ssr-not-found');
    await page.getByRole('link', { name: 'Ir para o início' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a logged-in creator gets the way to apply, from the server and inside the app', async ({ page, request }) => {
    const proposal = pick(await proposalsFor(request, demo.gold), 'not applied to by Ouro', (candidate) => !candidate.has_applied);
    await logInAs(page, demo.gold);

    // Opened by its address: the server saw the session cookie.
    const errors = consoleErrors(page);
    await page.goto(`/publi/${proposal.id}/public`);
    await expect(page.getByRole('link', { name: 'Acessar' })).toBeVisible();
    await page.getByRole('link', { name: 'Enviar proposta' }).click();
    await expect(page).toHaveURL(new RegExp(`/publis\\?q=.*&open=${proposal.id}$`));
    await expect(page.getByLabel('Buscar publis')).toHaveValue(proposal.name.slice(0, 100));
    expect(errors).toEqual([]);

    // Inside the app: the card opens with its details shown; its link draws the same page, and
    // that page's links stay in the app.
    await expect(cardOf(page, proposal)).toHaveCount(1);
    await expect(cardOf(page, proposal).getByRole('button', { name: 'Ver menos' })).toBeVisible();
    await cardOf(page, proposal).getByRole('link', { name: 'Ver página pública' }).click();
    await expect(page.getByRole('heading', { level: 1, name: proposal.name })).toBeVisible();
    await expect(page).toHaveTitle(`${proposal.name} | ${proposal.brand_name}`);
    await expect(page.getByRole('link', { name: 'Acessar' })).toBeVisible();
    const marker = await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole('link', { name: 'Ver todas as publis' }).click();
    await expect(page.getByRole('heading', { name: 'Buscar publis' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(marker);
  });
});
