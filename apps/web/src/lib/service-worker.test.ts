import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createAuth } from './auth.ts';
import { createAppRouter } from '../router.tsx';
import { fakeApi, pending } from '../test/fake-api.ts';

const ORIGIN = 'https://maisalcance.example';
const source = readFileSync(join(import.meta.dirname, '..', '..', 'public', 'sw.js'), 'utf8');

type Listener = (event: unknown) => void;

/** public/sw.js run in a bare global of its own, with the listeners it adds kept by event type. */
function loadWorker(globals: { clients?: unknown; registration?: unknown } = {}) {
  const listeners = new Map<string, Listener>();
  const self = {
    location: new URL(`${ORIGIN}/sw.js?build=index-abc123.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    ...globals,
  };
  // Nothing it starts ever settles: these tests read only whether it answers a request itself.
  const never = () => new Promise(() => undefined);
  runInNewContext(source, { self, URL, fetch: never, caches: { open: never, match: never, keys: never } });
  return listeners;
}

const worker = loadWorker();

/** Whether the worker answers the request itself (respondWith) rather than leaving it to the network. */
function answers(
  url: string,
  { method = 'GET', mode = 'cors', headers = {} }: { method?: string; mode?: string; headers?: Record<string, string> } = {},
) {
  let responded = false;
  const request = { url: new URL(url, ORIGIN).href, method, mode, headers: new Headers(headers) };
  worker.get('fetch')?.({ request, respondWith: () => (responded = true), waitUntil: () => undefined });
  return responded;
}

const navigates = (url: string) => answers(url, { mode: 'navigate' });

describe('the service worker (public/sw.js)', () => {
  it('leaves the API and the demo providers to the network, whatever the request', () => {
    for (const path of ['/v3', '/v3/account/me', '/v3/notifications?cursor=abc', '/v3/media-kit/picture.png', '/demo/meta/dialog/oauth']) {
      expect(answers(path), path).toBe(false);
      expect(navigates(path), path).toBe(false);
    }
  });

  it('leaves requests other than GET and requests to other origins to the network', () => {
    expect(answers('/assets/index-abc123.js', { method: 'POST' })).toBe(false);
    expect(answers('/publis', { method: 'POST', mode: 'navigate' })).toBe(false);
    expect(answers('https://accounts.google.com/gsi/client')).toBe(false);
    expect(answers('https://cdn.example/assets/index-abc123.js')).toBe(false);
    expect(navigates('https://other.example/publis')).toBe(false);
  });

  it('leaves the public pages and the files outside /assets/ to the network', () => {
    for (const path of ['/ana_souza', '/ouro/', '/publi/4b1c/public', '/privacy-policy']) expect(navigates(path), path).toBe(false);
    for (const path of ['/favicon.svg', '/manifest.webmanifest', '/icons/icon-192.png', '/sw.js', '/guest-pages.json'])
      expect(answers(path), path).toBe(false);
  });

  it("answers the build's hashed files (but not a range of one) and the app's pages", () => {
    expect(answers('/assets/index-abc123.js')).toBe(true);
    expect(answers('/assets/4f2a.css', { mode: 'no-cors' })).toBe(true);
    expect(answers('/assets/video-1.mp4', { headers: { range: 'bytes=0-' } })).toBe(false);
    for (const path of ['/', '/publis?tab=candidaturas', '/login', '/media-kit/edit', '/notifications']) expect(navigates(path), path).toBe(true);
  });

  it("knows every page of the app's route tree: the app's own are answered offline with the shell, the public ones never", () => {
    const router = createAppRouter({ queryClient: new QueryClient(), api: fakeApi(() => pending()).api, auth: createAuth() });
    // Rendered by the server when opened from outside (apps/api/src/modules/web): not the shell's.
    const publicPages = new Set(['/$username', '/publi/$proposalId/public', '/privacy-policy']);
    const paths = [...new Set(Object.values(router.routesById).map((route) => route.fullPath))];
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      const url = path.replace('$username', 'ana_souza').replace(/\$\w+/g, 'x1');
      expect(navigates(url), `${path} (${url})`).toBe(!publicPages.has(path.replace(/\/$/, '') || '/'));
    }
  });

  describe('a click on a notification', () => {
    /** The browser's windows of the app, as `clients.matchAll` lists them, and what the worker did with them. */
    function windowsOfTheApp(windows: { focused?: boolean; visibilityState?: string; navigates?: boolean }[]) {
      const did: string[] = [];
      const clients = windows.map((window, index) => ({
        ...window,
        focus: async () => {
          did.push(`focus ${index}`);
          return { navigate: async (url: string) => (did.push(`navigate ${index} ${url}`), window.navigates === false ? null : {}) };
        },
      }));
      const worker = loadWorker({
        clients: { matchAll: async () => clients, openWindow: async (url: string) => void did.push(`open ${url}`) },
      });
      const click = async (data: unknown) => {
        let work: Promise<unknown> = Promise.resolve();
        let closed = false;
        worker.get('notificationclick')?.({
          notification: { data, close: () => (closed = true) },
          waitUntil: (promise: Promise<unknown>) => (work = promise),
        });
        await work;
        expect(closed).toBe(true);
      };
      return { did, click };
    }

    it("takes the window in front to the notification's page", async () => {
      const { did, click } = windowsOfTheApp([{ visibilityState: 'hidden' }, { focused: true }]);
      await click({ url: '/publis?tab=candidaturas' });
      expect(did).toEqual(['focus 1', `navigate 1 ${ORIGIN}/publis?tab=candidaturas`]);
    });

    it('opens a window there when none of the app is open, or when the open one cannot be taken', async () => {
      const none = windowsOfTheApp([]);
      await none.click({ url: '/affiliate' });
      expect(none.did).toEqual([`open ${ORIGIN}/affiliate`]);
      const refused = windowsOfTheApp([{ visibilityState: 'visible', navigates: false }]);
      await refused.click({ url: '/affiliate' });
      expect(refused.did).toEqual(['focus 0', `navigate 0 ${ORIGIN}/affiliate`, `open ${ORIGIN}/affiliate`]);
    });

    it('never follows an address of another origin, nor a missing one: it opens /notifications', async () => {
      for (const data of [{ url: '//evil.example/roubo' }, { url: 'https://evil.example/' }, { url: '/\\evil.example' }, null, {}]) {
        const { did, click } = windowsOfTheApp([]);
        await click(data);
        expect(did, JSON.stringify(data)).toEqual([`open ${ORIGIN}/notifications`]);
      }
    });
  });

  describe("the push service's change of subscription", () => {
    function change(event: { oldSubscription?: unknown; newSubscription?: unknown }) {
      const made: unknown[] = [];
      const worker = loadWorker({ registration: { pushManager: { subscribe: async (options: unknown) => void made.push(options) } } });
      let work: Promise<unknown> = Promise.resolve();
      worker.get('pushsubscriptionchange')?.({ ...event, waitUntil: (promise: Promise<unknown>) => (work = promise) });
      return { made, work };
    }

    it("subscribes again with the old subscription's options, for the app to hand to the API", async () => {
      const options = { userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 1, 2]).buffer };
      const { made, work } = change({ oldSubscription: { options } });
      await work;
      expect(made).toEqual([options]);
    });

    it('leaves it when the browser made the new one itself, or there is nothing to go on', async () => {
      const options = { userVisibleOnly: true };
      for (const event of [{ oldSubscription: { options }, newSubscription: {} }, {}, { oldSubscription: null }]) {
        const { made, work } = change(event);
        await work;
        expect(made, JSON.stringify(event)).toEqual([]);
      }
    });
  });
});
