import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appTookOver, demo, logInAs, screenshotBothWidths, signUpAndSignIn } from './helpers.ts';

// The private layout paints before the account answers (issue #38): opening the app she sees the
// menu at once, with a placeholder where her photo, name and level go, not a white page.

// The app's service worker would answer the scripts these tests hold from its own cache.
test.use({ serviceWorkers: 'block' });

/** The app's scripts held until `release()`; the loader (paint-first) runs, as on a slow phone. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    if (!route.request().url().includes('paint-first')) await held;
    await route.continue();
  });
  return release;
}

test('the menu is drawn while /v3/account/me is still on its way, and fills in when it answers', async ({ page }) => {
  await logInAs(page, demo.silver);
  await page.waitForLoadState('networkidle');

  const held: Route[] = [];
  let holding = true;
  await page.route('**/v3/account/me', async (route) => {
    if (holding) held.push(route);
    else await route.continue();
  });
  // A page the server opens on its layout (not one it draws with her data, whose calls it makes itself).
  await page.goto('/credits');

  const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(menu).toBeAttached();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: 'Minha conta', exact: true }).first()).toBeAttached();
  await expect(page.getByRole('img', { name: /^Nível/ })).toHaveCount(0);
  await screenshotBothWidths(page, 'shell-account-loading');

  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await expect(page.getByRole('link', { name: /^Minha conta: / }).first()).toBeAttached();
  await screenshotBothWidths(page, 'shell-account-loaded');
});

test('a private page opened with a session shows the menu before any script runs, and the app takes over', async ({ page }) => {
  await logInAs(page, demo.silver);
  await page.waitForLoadState('networkidle');

  // The scripts held: what paints is the server's HTML and the stylesheets.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/credits');
  const menu = page.getByRole('navigation', { name: 'Menu principal' }).first();
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Créditos' })).toHaveAttribute('href', '/credits');
  await expect(page.getByRole('link', { name: 'Minha conta', exact: true }).first()).toBeAttached();
  await screenshotBothWidths(page, 'shell-before-scripts');

  // With its scripts, the page replaces the placeholders: her name, the page's heading.
  await page.unroute('**/assets/*.js');
  await page.goto('/credits');
  await expect(page.getByRole('heading', { name: 'Créditos', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Minha conta: / }).first()).toBeAttached();
  await expect(page.locator('#root:not([data-signed-in-shell]) nav')).not.toHaveCount(0);
});

test("a page with its heading drawn by the server shows it before any script, where the app's page shows it", async ({ page }) => {
  await logInAs(page, demo.silver);
  await page.waitForLoadState('networkidle');

  for (const { path, entry, description } of [
    { path: '/', entry: 'Início', description: 'Aqui está o que está acontecendo com o seu perfil.' },
    { path: '/aira', entry: 'Aira', description: /^Ideias de conteúdo prontas para gravar/ },
  ]) {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const line = page.getByText(description);
    await expect(line).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu principal' }).first().getByRole('link', { name: entry, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const drawn = await line.boundingBox();
    await screenshotBothWidths(page, `shell-first-screen${path.replaceAll('/', '-')}`);

    await page.unroute('**/assets/*.js');
    await page.goto(path);
    await expect(page.locator('#root:not([data-signed-in-shell]) nav')).not.toHaveCount(0);
    await expect(page.getByLabel('Carregando')).toHaveCount(0);
    // The same line, in the same place: nothing moves when the app takes over.
    expect((await page.getByText(description).boundingBox())?.y).toBe(drawn?.y);
  }
});

test("the phone's 'Abrir menu' pressed before the app runs opens the menu once it does", async ({ page }) => {
  await logInAs(page, demo.silver);
  await page.waitForLoadState('networkidle');
  await page.setViewportSize({ width: 360, height: 760 });

  const release = await holdAppScripts(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('#root[data-signed-in-shell]').getByText('Aqui está o que está acontecendo com o seu perfil.')).toBeVisible();
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  release();

  await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Buscar publis' })).toBeVisible();
});

test("a drawn card's 'Ver detalhes' tapped before the app runs opens that card once it does", async ({ page }) => {
  await logInAs(page, demo.gold);
  await page.waitForLoadState('networkidle');

  const release = await holdAppScripts(page);
  await page.goto('/publis', { waitUntil: 'commit' });
  const second = page.getByRole('article').nth(1);
  await second.getByRole('button', { name: 'Ver detalhes' }).click();
  release();

  // The second card, not the first: the same button at the same rank.
  await expect(page.getByRole('article').nth(1).getByRole('button', { name: 'Ver menos' })).toBeVisible();
  await expect(page.getByRole('article').first().getByRole('button', { name: 'Ver detalhes' })).toBeVisible();
});

test('what she types in the drawn search before the app runs is searched once it does, her cursor still there', async ({ page }) => {
  await logInAs(page, demo.gold);
  await page.waitForLoadState('networkidle');

  const release = await holdAppScripts(page);
  await page.goto('/publis', { waitUntil: 'commit' });
  await page.getByLabel('Buscar publis').fill('protetor');
  release();

  await expect(page).toHaveURL(/[?&]q=protetor/);
  await expect(page.getByLabel('Buscar publis')).toHaveValue('protetor');
  await expect(page.getByLabel('Buscar publis')).toBeFocused();
});

test("what she types in her drawn kit and 'Salvar mídia kit' pressed before the app runs are saved once it does", async ({ page, request }) => {
  const email = `drawn.kit.${Date.now().toString(36)}@example.com`;
  await signUpAndSignIn(page, request, { name: 'Renata Lima', email, password: 'senha-segura-123' });
  await page.waitForLoadState('networkidle');

  const release = await holdAppScripts(page);
  await page.goto('/media-kit/edit', { waitUntil: 'commit' });
  const drawn = page.locator('#root[data-signed-in-shell]');
  await drawn.getByLabel('Bio').fill('Receitas de família, escritas antes do app.');
  await drawn.getByRole('button', { name: 'Salvar mídia kit' }).click();
  // The browser sent nothing itself: still the page, no query with her words.
  await expect(page).toHaveURL(/\/media-kit\/edit$/);
  release();

  await expect(page.getByText('Mídia kit salvo!')).toBeVisible();
  await expect(page.getByText('Tudo salvo.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Bio')).toHaveValue('Receitas de família, escritas antes do app.');
});

/** The calls whose answers the server draws its pages from (src/app-shell). */
const drawnFrom = (call: string) =>
  call === '/v3/proposal/' || call === '/v3/account/me' || /^\/v3\/(affiliate|media-kit$|dataset\/categories)/.test(call);

test('a page the server draws with her data shows it before any script, and the app takes over in place without asking again', async ({ page }) => {
  // Ouro: the affiliate program is open to her.
  await logInAs(page, demo.gold);
  await page.waitForLoadState('networkidle');

  for (const { path, first } of [
    { path: '/publis', first: () => page.getByRole('article').first() },
    { path: '/affiliate/links', first: () => page.getByRole('heading', { name: 'Seus links' }) },
    { path: '/media-kit/edit', first: () => page.getByLabel('Bio') },
  ]) {
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    await expect(first()).toBeVisible();
    const drawn = await first().boundingBox();
    await screenshotBothWidths(page, `shell-drawn${path.replaceAll('/', '-')}`);

    await page.unroute('**/assets/*.js');
    const calls: string[] = [];
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/v3/')) calls.push(new URL(sent.url()).pathname);
    });
    await page.goto(path);
    // The app runs (its bell asks for her notifications, which the server does not draw).
    await expect.poll(() => calls).toContain('/v3/notifications');
    await page.waitForLoadState('networkidle');
    // The same content in the same place, from the answers the server drew it with.
    expect((await first().boundingBox())?.y).toBe(drawn?.y);
    expect(calls.filter(drawnFrom)).toEqual([]);
    page.removeAllListeners('request');
  }
});

test('an app that takes the drawn page over slowly, as on a slow phone, still asks for none of its answers again', async ({ page }) => {
  await logInAs(page, demo.silver);
  await page.waitForLoadState('networkidle');
  // The page's own code arrives 3 s after the app has started: past the 2 s an answer stays fresh.
  await page.route(/\/assets\/(?!index-|paint-first)[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  const calls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/v3/')) calls.push(new URL(sent.url()).pathname);
  });
  await page.goto('/publis');
  await appTookOver(page);
  await expect.poll(() => calls).toContain('/v3/notifications');
  await page.waitForLoadState('networkidle');
  expect(calls.filter(drawnFrom)).toEqual([]);
});
