import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { accessCookie, fillAffiliateRegistration, screenshotBothWidths } from './helpers.ts';

// A `?token=` link (docs/product/routes-and-navigation.md "Token in the URL") against the real
// API, each test on accounts of its own. A link signs in where no one is signed in; it never
// swaps a signed-in creator into another account without asking.

let accounts = 0;

// A link's question waits for a chunk loaded on demand and two reads of the API, and its answer
// for a page drawn in full: on a loaded CI machine, each may take seconds.
test.describe.configure({ timeout: 90_000 });
const slowly = expect.configure({ timeout: 20_000 });

/** A new Bronze account through the API, with the token its sign-up answered. */
async function newAccount(request: APIRequestContext, name: string) {
  const email = `link.${Date.now().toString(36)}.${(accounts += 1)}@example.com`;
  const response = await request.post('/v3/account/register', { data: { name, email, password: 'senha-do-link-1' } });
  expect(response.status()).toBe(201);
  const { access_token: token } = (await response.json()) as { access_token: string };
  return { name, email, token };
}

async function signedInAs(context: BrowserContext, baseURL: string | undefined, token: string) {
  await context.addCookies([{ name: 'ma_access-token', value: token, url: baseURL ?? '', sameSite: 'Strict' }]);
}

/** Every Referer the page sends from now on (`headers()` leaves some out; `allHeaders()` does not). */
function watchReferers(page: Page) {
  const seen: Promise<string | undefined>[] = [];
  page.on('request', (request) => seen.push(request.allHeaders().then((headers) => headers['referer'])));
  return async () => (await Promise.all(seen)).filter((referer): referer is string => referer !== undefined);
}

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Barra lateral' });

test.describe('a session token in the URL', () => {
  test('with no session, signs in once the visitor confirms whose account it is; the token leaves the address bar before the API answers, and never reaches a Referer or Back', async ({
    page,
    request,
  }) => {
    const creator = await newAccount(request, 'Marcos Lima');
    // Whose account it is, is read slowly: the address must be clean long before.
    await page.route('**/v3/account/me/summary', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const referers = watchReferers(page);
    await page.goto('/privacy-policy');
    await page.goto(`/publis?q=moda&token=${encodeURIComponent(creator.token)}`, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => `${location.pathname}${location.search}`)).toBe('/publis?q=moda');

    const dialog = page.getByRole('dialog', { name: 'Entrar nesta conta?' });
    await slowly(dialog).toContainText('Este link entra na conta de Marcos Lima (l***@example.com).');
    expect(await accessCookie(page)).toBeUndefined();
    await dialog.getByRole('button', { name: 'Entrar como Marcos' }).click();
    await slowly(page).toHaveURL(/\/media-kit\/edit$/);
    expect((await accessCookie(page))?.value).toBe(creator.token);
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Marcos Lima' })).toBeVisible();

    const sent = await referers();
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.filter((referer) => referer.includes(creator.token) || referer.includes('token='))).toEqual([]);

    await page.goBack();
    await slowly(page).toHaveURL(/\/privacy-policy$/);
  });

  test("signed in, another account's link asks first; 'Continuar como' keeps the current account", async ({ page, request, context, baseURL }) => {
    const current = await newAccount(request, 'Renata Alves');
    const other = await newAccount(request, 'Marcos Lima');
    await signedInAs(context, baseURL, current.token);
    await page.goto('/privacy-policy');
    await page.goto(`/credits?token=${encodeURIComponent(other.token)}`);

    const dialog = page.getByRole('dialog', { name: 'Entrar em outra conta?' });
    await slowly(dialog).toContainText(
      `Este link entra na conta de Marcos Lima (l***@example.com). Você está conectado como Renata Alves (${current.email}).`,
    );
    await expect(dialog.getByRole('button', { name: 'Continuar como Renata' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Entrar na outra conta' })).toBeVisible();
    expect(new URL(page.url()).search).toBe('');
    expect((await accessCookie(page))?.value).toBe(current.token);
    await screenshotBothWidths(page, 'url-token-modal');

    await dialog.getByRole('button', { name: 'Continuar como Renata' }).click();
    await expect(dialog).toBeHidden();
    await slowly(page).toHaveURL(/\/credits$/);
    expect((await accessCookie(page))?.value).toBe(current.token);
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Renata Alves' })).toBeVisible();

    // The link is spent: neither a reload nor Back brings it (or its question) back.
    await page.reload();
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Renata Alves' })).toBeVisible();
    await expect(dialog).toBeHidden();
    await sidebar(page).getByRole('link', { name: 'Início' }).click();
    await slowly(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goBack();
    await slowly(page).toHaveURL(/\/credits$/);
    await page.goBack();
    await slowly(page).toHaveURL(/\/privacy-policy$/);
    expect((await accessCookie(page))?.value).toBe(current.token);
  });

  test("'Entrar na outra conta' signs in with the link and goes to its level's next step", async ({ page, request, context, baseURL }) => {
    const current = await newAccount(request, 'Renata Alves');
    const other = await newAccount(request, 'Marcos Lima');
    await signedInAs(context, baseURL, current.token);
    await page.goto(`/credits?token=${encodeURIComponent(other.token)}`);
    await page.getByRole('dialog', { name: 'Entrar em outra conta?' }).getByRole('button', { name: 'Entrar na outra conta' }).click();
    await slowly(page).toHaveURL(/\/media-kit\/edit$/);
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Marcos Lima' })).toBeVisible();
    expect((await accessCookie(page))?.value).toBe(other.token);
  });

  test("a newer token of the signed-in account is stored without a question; a bad one is dropped with SPEC's text", async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    const creator = await newAccount(request, 'Renata Alves');
    await signedInAs(context, baseURL, creator.token);
    // A token's issue time is in seconds: a second later, the same account's next token differs.
    await page.waitForTimeout(1100);
    const response = await request.post('/v3/account/auth', { data: { email: creator.email, password: 'senha-do-link-1' } });
    const { access_token: newer } = (await response.json()) as { access_token: string };
    expect(newer).not.toBe(creator.token);

    await page.goto(`/credits?token=${encodeURIComponent(newer)}`);
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Renata Alves' })).toBeVisible();
    await slowly(page).toHaveURL(/\/credits$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect((await accessCookie(page))?.value).toBe(newer);

    await page.goto('/credits?token=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged');
    await expect(page.getByText('Token inválido ou expirado.')).toBeVisible();
    await slowly(page).toHaveURL(/\/credits$/);
    await slowly(sidebar(page).getByRole('link', { name: 'Minha conta: Renata Alves' })).toBeVisible();
    expect((await accessCookie(page))?.value).toBe(newer);
  });
});

test.describe("an attacker's link (issue #36)", () => {
  /** The attacker's affiliate registration, read with the attacker's own session. */
  async function affiliateOf(request: APIRequestContext, token: string) {
    const response = await request.get('/v3/affiliate/me', { headers: { authorization: `Bearer ${token}` } });
    expect(response.status()).toBe(200);
    return ((await response.json()) as { affiliate: unknown }).affiliate;
  }

  test("a signed-out visitor who opens it and goes on to register a PIX key writes nothing into the attacker's account", async ({
    page,
    request,
  }) => {
    const attacker = await newAccount(request, 'Marcos Lima');
    await page.goto(`/?token=${encodeURIComponent(attacker.token)}`);
    // Not reading what the page says (once it has settled: a question, or someone's pages), the
    // visitor goes on to the affiliate registration...
    await expect(page.getByRole('dialog').or(sidebar(page))).toBeVisible({ timeout: 20_000 });
    await page.goto('/affiliate/register');
    const form = page.getByRole('heading', { level: 1, name: 'Cadastro de afiliado' });
    const login = page.getByRole('button', { name: 'Entrar', exact: true });
    await expect(form.or(login)).toBeVisible({ timeout: 20_000 });
    // ...and registers a CPF and a PIX key wherever the form is there.
    if (await form.isVisible()) {
      await fillAffiliateRegistration(page, { name: 'Vítima Silva', document: '529.982.247-25', pixEmail: 'vitima@example.com' });
      await page.getByLabel('Li e aceito os termos do programa de afiliados.').check();
      const saved = page.waitForResponse((response) => response.url().endsWith('/v3/affiliate/register'));
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await saved;
    }
    expect(await affiliateOf(request, attacker.token)).toBeNull();
    expect(await accessCookie(page)).toBeUndefined();
    await slowly(page).toHaveURL(/\/login$/);
  });

  test("shows whose account it is (name, masked e-mail) before anything; 'Não entrar' stores nothing", async ({ page, request }) => {
    const attacker = await newAccount(request, 'Marcos Lima');
    await page.goto(`/?token=${encodeURIComponent(attacker.token)}`);
    const dialog = page.getByRole('dialog', { name: 'Entrar nesta conta?' });
    await slowly(dialog).toContainText('Este link entra na conta de Marcos Lima (l***@example.com).');
    await expect(dialog).not.toContainText(attacker.email);
    await expect(dialog.getByRole('button', { name: 'Não entrar' })).toBeFocused();
    expect(await accessCookie(page)).toBeUndefined();
    await screenshotBothWidths(page, 'url-token-confirm');

    await dialog.getByRole('button', { name: 'Não entrar' }).click();
    await expect(dialog).toBeHidden();
    await slowly(page).toHaveURL(/\/login$/);
    expect(await accessCookie(page)).toBeUndefined();
    await page.reload();
    await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await accessCookie(page)).toBeUndefined();
  });

  test('a signed-in visitor who leaves keeps their own session', async ({ page, request, context, baseURL }) => {
    const visitor = await newAccount(request, 'Renata Alves');
    const attacker = await newAccount(request, 'Marcos Lima');
    await signedInAs(context, baseURL, visitor.token);
    await page.goto(`/affiliate/register?token=${encodeURIComponent(attacker.token)}`);
    const dialog = page.getByRole('dialog', { name: 'Entrar em outra conta?' });
    await slowly(dialog).toContainText(
      `Este link entra na conta de Marcos Lima (l***@example.com). Você está conectado como Renata Alves (${visitor.email}).`,
    );
    await dialog.getByRole('button', { name: 'Continuar como Renata' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cadastro de afiliado' })).toBeVisible();
    expect((await accessCookie(page))?.value).toBe(visitor.token);
  });
});
