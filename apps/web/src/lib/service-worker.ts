/**
 * Registers the app's service worker (public/sw.js; docs/product/notifications.md "Installable
 * app") once the page has loaded, so that it never competes with the first paint. Its address
 * names the build (`entryUrl`: the entry file, whose hashed name changes with any of the build's
 * files), so that a new deploy installs a new worker, which drops the previous build's kept files.
 * A browser that refuses it (a private window, a policy) just goes without: nothing depends on it.
 * Kept small: it is in every page's first load, /login's within its budget (scripts/report-size.mjs).
 */
export function registerServiceWorker(entryUrl: string): void {
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?build=${entryUrl.split('/').pop()}`).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else addEventListener('load', register);
}
