import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';
import { registrationId, shownNotifications, workerInControl } from './service-worker.ts';

// The installable app (docs/product/notifications.md "Installable app"): the manifest, the icons
// and the service worker (public/sw.js), on the built product as the API serves it.

/** Every URL the page's origin keeps in its caches (the Cache API), by cache. */
function keptUrls(page: Page) {
  return page.evaluate(async () => {
    const kept: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      kept[name] = (await cache.keys()).map((request) => request.url);
    }
    return kept;
  });
}

test.describe('the installable app', () => {
  test('the manifest and the service worker make the app installable', async ({ playwright, launchOptions, baseURL, request }) => {
    // Chromium never offers to install from an off-the-record profile ('in-incognito'), which is
    // what every test's context is: this test runs in a profile of its own, as a person's browser.
    const context = await playwright.chromium.launchPersistentContext('', { ...launchOptions, baseURL });
    const violations: string[] = [];
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto('/');
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);

      // What Lighthouse's installable-manifest audit read: Chromium's own verdict.
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.errors).toEqual([]);
      expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
      expect(JSON.parse(manifest.data ?? 'null')).toMatchObject({
        name: 'Mais Alcance',
        short_name: 'Mais Alcance',
        lang: 'pt-BR',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#7c3aed',
      });
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
    // The manifest, the worker and the icons load under the pages' Content-Security-Policy.
    expect(violations).toEqual([]);

    // As the API serves them: the manifest with its own type, the worker never cached.
    const served = await request.get('/manifest.webmanifest');
    expect(served.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const worker = await request.get('/sw.js?build=x');
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['content-type']).toMatch(/javascript/);
    for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png', '/icons/apple-touch-icon.png']) {
      const answer = await request.get(icon);
      expect(answer.status(), icon).toBe(200);
      expect(answer.headers()['content-type'], icon).toBe('image/png');
    }
  });

  test("the worker keeps the build's files and the shell, never an answer of the API", async ({ page }) => {
    const api: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/v3/')) api.push(response.url());
    });
    await page.goto('/login');
    await workerInControl(page);
    await signIn(page, demo.silver);
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Pages that read the creator's data, each opened afresh (a navigation the worker sees).
    await page.goto('/publis');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notificações' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Notificações' }).getByRole('link').first()).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(api.length).toBeGreaterThan(3);

    const kept = await keptUrls(page);
    const urls = Object.values(kept).flat();
    expect(urls.filter((url) => url.includes('/v3/'))).toEqual([]);
    // Nothing but the shell: the hashed build files and '/'.
    expect(urls.filter((url) => new URL(url).pathname !== '/' && !new URL(url).pathname.startsWith('/assets/'))).toEqual([]);
    expect(urls.filter((url) => new URL(url).pathname.startsWith('/assets/')).length).toBeGreaterThan(3);
    expect(urls.map((url) => new URL(url).pathname)).toContain('/');
    expect(Object.keys(kept).every((name) => name.startsWith('mais-alcance-'))).toBe(true);
  });

  test('offline, an app route opens the kept shell; a public page is not kept', async ({ page, context }) => {
    await page.goto('/login');
    await workerInControl(page);
    // The worker keeps the shell when it installs: wait for it.
    await expect
      .poll(async () =>
        Object.values(await keptUrls(page))
          .flat()
          .map((url) => new URL(url).pathname),
      )
      .toContain('/');
    // A media kit, opened online: the network's page, which the worker does not keep.
    const kit = await page.goto('/ouro');
    expect(kit?.status()).toBe(200);
    expect(kit?.fromServiceWorker()).toBe(false);
    expect(
      Object.values(await keptUrls(page))
        .flat()
        .map((url) => new URL(url).pathname),
    ).not.toContain('/ouro');

    await context.setOffline(true);
    try {
      const shell = await page.goto('/publis?tab=candidaturas');
      expect(shell?.fromServiceWorker()).toBe(true);
      expect(await shell?.text()).toContain('<div id="root">');
      // The app runs from the kept files: a guest is sent to /login, drawn in the browser.
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Entrar' })).toBeVisible();
      // The kit was never kept: offline it is the browser's own error, not the app's shell.
      await expect(page.goto('/ouro')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);
    } finally {
      await context.setOffline(false);
    }
  });

  test('a push message shows its notification, with its address kept on this origin', async ({ page, context, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    await context.grantPermissions(['notifications'], { origin });
    await page.goto('/');
    await workerInControl(page);
    const cdp = await context.newCDPSession(page);
    const id = await registrationId(cdp, origin);
    const push = (data: string) => cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data });
    // DevTools' delivery to the worker is now and then lost (in CI: the first one to a worker
    // that had just taken control, once; a later one, once): each message is sent again until
    // what it should show is there. A tag keeps a message to one notification however often sent.
    type Shown = Awaited<ReturnType<typeof shownNotifications>>;
    const pushUntilShown = (data: string, shows: (shown: Shown) => boolean) =>
      expect(async () => {
        await push(data);
        await expect.poll(async () => shows(await shownNotifications(context)), { timeout: 3000 }).toBe(true);
      }).toPass({ timeout: 15_000 });

    await pushUntilShown(
      JSON.stringify({ title: 'Candidatura aceita', body: 'Sua candidatura para Sérum foi aceita!', url: '/publis?tab=candidaturas', tag: 't1' }),
      (shown) => shown.length > 0,
    );
    await expect
      .poll(() => shownNotifications(context))
      .toEqual([
        {
          title: 'Candidatura aceita',
          body: 'Sua candidatura para Sérum foi aceita!',
          tag: 't1',
          icon: `${origin}/icons/icon-192.png`,
          lang: 'pt-BR',
          data: { url: '/publis?tab=candidaturas' },
        },
      ]);

    // The same event again replaces its notification (same tag) rather than adding one.
    await pushUntilShown(JSON.stringify({ title: 'Candidatura aceita', body: 'De novo.', url: '/publis?tab=candidaturas', tag: 't1' }), (shown) =>
      shown.some(({ body }) => body === 'De novo.'),
    );
    await expect.poll(async () => (await shownNotifications(context)).map(({ body }) => body)).toEqual(['De novo.']);

    // An address of another origin is never followed: the notification opens /notifications.
    await pushUntilShown(JSON.stringify({ title: 'Pagamento enviado', body: 'Veja.', url: '//evil.example/roubo', tag: 't2' }), (shown) =>
      shown.some(({ tag }) => tag === 't2'),
    );
    await expect.poll(async () => (await shownNotifications(context)).find(({ tag }) => tag === 't2')?.data).toEqual({ url: '/notifications' });

    // A message that is not JSON shows the generic notification.
    await pushUntilShown('não é JSON', (shown) => shown.some(({ title }) => title === 'Mais Alcance'));
    await expect
      .poll(async () => (await shownNotifications(context)).find(({ title }) => title === 'Mais Alcance'))
      .toMatchObject({ body: 'Você tem uma novidade.', data: { url: '/notifications' } });
  });
});
