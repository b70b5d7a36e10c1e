// The web app's service worker (docs/product/notifications.md "Installable app"): it makes the app
// installable, opens its shell when the phone is offline, and shows Web Push messages. Plain
// JavaScript served as it is (no build step); src/lib/service-worker.ts registers it in
// production builds, after the page has loaded, as /sw.js?build=<the build's entry file>.
//
// It keeps ONLY the app's shell: the build's hashed files under /assets/ and the page '/'.
// It never touches the API (/v3), the demo's providers (/demo), a request other than GET or one
// to another origin: those go to the network as if there were no worker. The public pages (a
// media kit at /{username}, /publi/..., /privacy-policy) go to the network too, and nothing of
// them is kept.

/* global self, caches -- a service worker's globals (eslint reads this file as Node's) */

// Bump when these rules change: the caches of every other version are dropped on activate.
const VERSION = 'v1';
// Each build registers its own worker (the address names the build), whose activation drops the
// previous build's files: hashed names are never reused, so nothing else ever needs expiring.
const BUILD = new URL(self.location.href).searchParams.get('build') || 'unknown';
const PREFIX = 'mais-alcance-';
const ASSETS_CACHE = `${PREFIX}assets-${VERSION}-${BUILD}`;
const SHELL_CACHE = `${PREFIX}shell-${VERSION}-${BUILD}`;
const SHELL = '/';

/**
 * The app's top-level paths (apps/web/src/routes), whose pages the shell draws: offline, a
 * navigation to one of them is answered with the kept '/'. Any other single segment is a media
 * kit (/{username}), rendered by the server; /publi/... and /privacy-policy too.
 * src/lib/service-worker.test.ts checks this list against the app's route tree.
 */
const APP_SECTIONS = new Set([
  'account',
  'affiliate',
  'aira',
  'credits',
  'forgot-password',
  'instagram',
  'login',
  'media-kit',
  'monetize',
  'notifications',
  'publis',
  'register',
  'reset-password',
  'unsubscribe',
]);

/** Where a notification without its own address (or with one that is not ours) leads. */
const NOTIFICATIONS_PATH = '/notifications';
const GENERIC_MESSAGE = { title: 'Mais Alcance', body: 'Você tem uma novidade.', url: NOTIFICATIONS_PATH, tag: '' };
const NOTIFICATION_ICON = '/icons/icon-192.png';

const isApiOrDemo = (path) => path === '/v3' || path.startsWith('/v3/') || path === '/demo' || path.startsWith('/demo/');

const isAppRoute = (path) => path === SHELL || path === '/index.html' || APP_SECTIONS.has(path.split('/')[1]);

/** A complete answer of our own origin, fit to keep: not an error, a redirect or a partial body. */
const isKeepable = (response) =>
  response.status === 200 && response.type === 'basic' && !response.redirected && !/no-store/i.test(response.headers.get('cache-control') || '');

self.addEventListener('install', (event) => {
  // Where the browser has static routes (Chrome 123+), the API and the demo's providers skip the
  // worker altogether: it is not even started for them. The fetch handler leaves them alone anyway.
  if (typeof event.addRoutes === 'function' && typeof URLPattern === 'function') {
    try {
      event.waitUntil(
        event
          .addRoutes([
            { condition: { urlPattern: new URLPattern({ pathname: '/v3/*' }) }, source: 'network' },
            { condition: { urlPattern: new URLPattern({ pathname: '/demo/*' }) }, source: 'network' },
          ])
          .catch(() => undefined),
      );
    } catch {
      // An older form of the API: the fetch handler's rules are enough.
    }
  }
  // The shell for offline navigations, fetched afresh. Offline now, it is kept on the next visit to '/'.
  event.waitUntil(keepShell().catch(() => undefined));
  self.skipWaiting();
});

async function keepShell() {
  const response = await fetch(SHELL, { cache: 'no-cache' });
  if (isKeepable(response)) await (await caches.open(SHELL_CACHE)).put(SHELL, response);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = new Set([ASSETS_CACHE, SHELL_CACHE]);
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !current.has(name)).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApiOrDemo(url.pathname)) return;
  if (url.pathname.startsWith('/assets/')) {
    if (!request.headers.has('range')) event.respondWith(hashedFile(event));
    return;
  }
  if (request.mode === 'navigate' && isAppRoute(url.pathname)) event.respondWith(appPage(event, url));
});

/** A hashed build file: its content never changes, so the kept copy is always right (cache first). */
async function hashedFile(event) {
  const cache = await caches.open(ASSETS_CACHE);
  const kept = await cache.match(event.request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(event.request);
  if (isKeepable(response)) event.waitUntil(cache.put(event.request, response.clone()).catch(() => undefined));
  return response;
}

/** An app route: the network's answer (the shell '/' kept when that is what came), or offline the kept shell. */
async function appPage(event, url) {
  try {
    const response = await fetch(event.request);
    if (url.pathname === SHELL && url.search === '' && isKeepable(response)) {
      const copy = response.clone();
      event.waitUntil(
        caches
          .open(SHELL_CACHE)
          .then((cache) => cache.put(SHELL, copy))
          .catch(() => undefined),
      );
    }
    return response;
  } catch (error) {
    const shell = await caches.match(SHELL, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** A path of this origin ('/publis?tab=candidaturas'), or /notifications for anything else. */
function appPath(value) {
  // One '/' then anything but another slash: '//host' and '/\host' name another origin.
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return NOTIFICATIONS_PATH;
  try {
    const url = new URL(value, self.location.origin);
    if (url.origin === self.location.origin) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not a URL: the fallback below.
  }
  return NOTIFICATIONS_PATH;
}

/** The push message's JSON {title, body, url, tag}; the generic message when it is missing or unreadable. */
function pushMessage(data) {
  let message;
  try {
    message = data ? data.json() : undefined;
  } catch {
    return GENERIC_MESSAGE;
  }
  if (!message || typeof message !== 'object' || typeof message.title !== 'string' || message.title.trim() === '') return GENERIC_MESSAGE;
  return {
    title: message.title,
    body: typeof message.body === 'string' ? message.body : '',
    url: appPath(message.url),
    tag: typeof message.tag === 'string' ? message.tag : '',
  };
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = pushMessage(event.data);
  // A tag replaces the notification of the same event (the server's dedupe key) instead of stacking.
  const options = { body, icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON, data: { url }, lang: 'pt-BR' };
  if (tag) options.tag = tag;
  event.waitUntil(self.registration.showNotification(title, options));
});

// The browser's push service replaced or expired this browser's subscription (a key rotation, a
// long time without use). With the old one's options, a new one is made when the browser has not
// made it itself; the app hands it to the API the next time it opens (syncPushOnThisBrowser): the
// worker holds no session to do it from here.
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription && event.oldSubscription.options;
  if (event.newSubscription || !options) return;
  event.waitUntil(self.registration.pushManager.subscribe(options).catch(() => undefined));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  const url = new URL(appPath(data && data.url), self.location.origin).href;
  event.waitUntil(openInApp(url));
});

/** Brings an open window of the app forward and takes it to `url`, or opens one there. */
async function openInApp(url) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => client.focused) || windows.find((client) => client.visibilityState === 'visible') || windows[0];
  if (open) {
    try {
      const focused = await open.focus();
      if (await focused.navigate(url)) return;
    } catch {
      // A window this worker does not control cannot be navigated from here: open a new one.
    }
  }
  await self.clients.openWindow(url);
}
