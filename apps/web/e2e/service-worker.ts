import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// The service worker (public/sw.js) as the tests reach it: DevTools' view of its registration,
// and what it shows.

/** Waits for the service worker: registered after the page's load event, then controlling the page. */
export async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js\?build=/);
}

/** The id of the service worker's registration for `origin`, as DevTools knows it. */
export async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${origin}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

export interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  icon: string;
  lang: string;
  data: unknown;
}

/** The notifications the service worker's registration is showing, read from inside the worker. */
export async function shownNotifications(context: BrowserContext): Promise<ShownNotification[]> {
  // The newest, should the browser have started the worker again since the first.
  const worker = context.serviceWorkers().at(-1) ?? (await context.waitForEvent('serviceworker'));
  return worker.evaluate(async () => {
    const { registration } = self as unknown as { registration: ServiceWorkerRegistration };
    const shown = await registration.getNotifications();
    return shown.map(({ title, body, tag, icon, lang, data }) => ({ title, body, tag, icon, lang, data: data as unknown }));
  });
}
