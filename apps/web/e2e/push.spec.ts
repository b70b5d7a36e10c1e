import type { Browser, Page } from '@playwright/test';
import { startTestPushService } from '../../api/src/test/push-service.ts';
import { expect, test } from './fixtures.ts';
import { accessCookie, appTookOver, fillKit, screenshotBothWidths, signIn } from './helpers.ts';
import { registrationId, shownNotifications, workerInControl } from './service-worker.ts';

// Web Push end to end (docs/product/notifications.md "Push"): the creator turns it on at /account,
// an event of hers is encrypted by the real API, sent to a push service, and shown by the real
// service worker; a browser its push service calls gone (410) is forgotten.
//
// The one piece that is not the browser's own: Chromium registers a subscription with Google's
// push service (FCM), unreachable here (headless Chromium answers "Registration failed -
// permission denied" even with the permission granted). So `PushManager.subscribe` answers with
// a subscription on the test's local push service, made as a browser makes one (its P-256 key and
// auth secret), which then decrypts what the API sends. Everything else, from the switch to the
// notification the worker shows, is the product's.

const PASSWORD = 'senha-segura-123';

type Subscription = Awaited<ReturnType<Awaited<ReturnType<typeof startTestPushService>>['subscription']>>;

/** This page's PushManager hands out `subscription` (kept in localStorage, as the browser keeps its own). */
async function subscribesTo(page: Page, subscription: Subscription) {
  await page.addInitScript(({ endpoint, keys }) => {
    const STORE = 'e2e-push-subscribed-with';
    const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
    const made = (key: Uint8Array) => ({
      endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key.buffer },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: async () => {
        localStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      if (Notification.permission !== 'granted') throw new DOMException('Registration failed - permission denied', 'NotAllowedError');
      const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
      localStorage.setItem(STORE, btoa(String.fromCharCode(...key)));
      return made(key) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const key = localStorage.getItem(STORE);
      return key === null ? null : (made(fromBase64(key)) as unknown as PushSubscription);
    };
  }, subscription);
}

/** The VAPID key this page subscribed with, as base64url (what the API's /vapid-key gives). */
const keySubscribedWith = (page: Page) =>
  page.evaluate(() => {
    const key = localStorage.getItem('e2e-push-subscribed-with');
    return key && key.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
  });

/** A browser of its own (its own worker and subscription), signed in as `email`, on /account. */
async function deviceOn(browser: Browser, baseURL: string, email: string, subscription: Subscription) {
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  await subscribesTo(page, subscription);
  await page.goto('/login');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/media-kit\/edit$/);
  await page.goto('/account');
  return page;
}

const pushSwitch = (page: Page) => page.getByRole('switch', { name: 'Receber notificações neste aparelho' });

async function turnPushOn(page: Page) {
  await workerInControl(page);
  await expect(pushSwitch(page)).toBeEnabled();
  await expect(pushSwitch(page)).not.toBeChecked();
  await pushSwitch(page).click();
  await expect(page.getByText('Notificações ativadas neste aparelho.')).toBeVisible();
  await expect(pushSwitch(page)).toBeChecked();
}

test.describe('push notifications', () => {
  test('turned on at /account on two browsers: her new level reaches the one alive, encrypted, and its worker shows it; the gone one is forgotten until it opens the app again; off stops it', async ({
    page,
    context,
    browser,
    request,
    baseURL,
  }) => {
    // The push leaves with the job runner's minute sweep.
    test.setTimeout(180_000);
    const origin = new URL(baseURL ?? '').origin;
    const service = await startTestPushService();
    try {
      const phone = service.subscription();
      const laptop = service.subscription();
      const email = `push.${Date.now().toString(36)}@example.com`;
      const registered = await request.post('/v3/account/register', { data: { name: 'Lívia Prado', email, password: PASSWORD } });
      expect(registered.status()).toBe(201);

      await context.grantPermissions(['notifications'], { origin });
      await subscribesTo(page, phone);
      await page.goto('/login');
      await signIn(page, email, PASSWORD);
      await expect(page).toHaveURL(/\/media-kit\/edit$/);
      await page.goto('/account');
      await turnPushOn(page);
      await expect(page.getByText('Os avisos marcados em "No celular" chegam aqui mesmo com o app fechado.')).toBeVisible();
      await screenshotBothWidths(page, 'account-push-on');
      await page.setViewportSize({ width: 1280, height: 800 });

      // The browser subscribed with the server's own key.
      const token = (await accessCookie(page))?.value ?? '';
      const authorization = { authorization: `Bearer ${token}` };
      const vapid = (await (await request.get('/v3/notifications/vapid-key', { headers: authorization })).json()) as { public_key: string };
      expect(await keySubscribedWith(page)).toBe(vapid.public_key);

      const laptopPage = await deviceOn(browser, origin, email, laptop);
      await turnPushOn(laptopPage);
      // The export lists both browsers, without their addresses or keys. It asks for a proof (decision 025).
      const reauth = await request.post('/v3/account/reauth', { headers: authorization, data: { password: PASSWORD } });
      const { proof } = (await reauth.json()) as { proof: string };
      const subscriptions = async () => {
        const exported = (await (await request.get('/v3/account/export', { headers: { ...authorization, 'x-reauth': proof } })).json()) as {
          tables: Record<string, Record<string, unknown>[]>;
        };
        return exported.tables['push_subscriptions'] ?? [];
      };
      expect(await subscriptions()).toHaveLength(2);
      expect(JSON.stringify(await subscriptions())).not.toContain(service.origin);

      // The laptop's push service says it is gone (the browser was reset).
      service.answer(laptop.path, 410);

      // Completing the kit makes her Prata: an event with "No celular" on by default.
      await page.goto('/media-kit/edit');
      await appTookOver(page);
      await fillKit(page, {
        name: 'Lívia Prado',
        bio: 'Treinos em casa e receitas leves em Recife.',
        state: 'Pernambuco (PE)',
        city: 'Recife',
        niche: 'Fitness',
      });
      await page.getByRole('button', { name: 'Salvar mídia kit' }).click();
      await expect(page.getByText('Parabéns! Agora você é nível Prata.')).toBeVisible();

      // The phone's push service gets it, encrypted for that browser and signed with the server's key.
      await expect.poll(() => service.received.length, { timeout: 120_000 }).toBe(1);
      const [push] = service.received;
      expect(push).toMatchObject({
        path: phone.path,
        urgency: 'normal',
        vapidKey: vapid.public_key,
        audience: service.origin,
        subject: expect.stringMatching(/^mailto:/),
        message: {
          title: 'Você chegou ao nível Prata!',
          body: 'Seu mídia kit está completo: agora você pode se candidatar às propostas abertas para Prata.',
          url: '/',
          tag: expect.any(String),
        },
      });
      expect(Number(push?.ttl)).toBeGreaterThan(0);
      // The laptop's answered 410: the API forgets that browser, and sends it nothing again.
      await expect.poll(() => service.refused).toContainEqual({ path: laptop.path, status: 410 });
      await expect.poll(async () => (await subscriptions()).length).toBe(1);
      // A browser that still has its subscription hands it over again when the app opens.
      service.answer(laptop.path, undefined);
      await laptopPage.reload();
      await expect(pushSwitch(laptopPage)).toBeChecked();
      await expect.poll(async () => (await subscriptions()).length).toBe(2);
      await laptopPage.context().close();

      // What the push service hands the browser, the worker shows, with the page it opens.
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const id = await registrationId(cdp, origin);
      await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId: id, data: JSON.stringify(push?.message) });
      // On a busy machine showing it took longer than expect's 5 s (a clean-clone CI saw none yet).
      await expect
        .poll(() => shownNotifications(context), { timeout: 30_000 })
        .toEqual([
          {
            title: 'Você chegou ao nível Prata!',
            body: 'Seu mídia kit está completo: agora você pode se candidatar às propostas abertas para Prata.',
            tag: (push?.message as { tag: string }).tag,
            icon: `${origin}/icons/icon-192.png`,
            lang: 'pt-BR',
            data: { url: '/' },
          },
        ]);

      // Turned off: this browser is forgotten at once.
      await page.goto('/account');
      await expect(pushSwitch(page)).toBeChecked();
      await pushSwitch(page).click();
      await expect(page.getByText('Notificações desativadas neste aparelho.')).toBeVisible();
      await expect(pushSwitch(page)).not.toBeChecked();
      expect(await subscriptions()).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});
