import { DRAWN_ANSWERS_ID } from '@ma/api-client/pages';
import '@ma/ui/styles.css';
import { toast } from '@ma/ui/toasts';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { env } from './env.ts';
import { carryOverEarlyInput, holdEarlySubmits, takeTypedValues } from './lib/early-input.ts';
import { captureUrlToken } from './features/auth/url-token.ts';
import { createAppApiClient } from './lib/api.ts';
import { createAuth } from './lib/auth.ts';
import { dropErrorsOnLeave } from './lib/page-errors.ts';
import { createQueryClient, startFromDrawnAnswers } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { createAppRouter } from './router.tsx';

// Before the router reads the address: a `?token=` leaves the address bar and the history now.
captureUrlToken();
const auth = createAuth();
const queryClient = createQueryClient((message) => toast.error(message));
const api = createAppApiClient(() => {
  // Any 401 logs the user out (docs/product/accounts-and-levels.md); the guards then send them to /login.
  auth.signOut();
  void router.invalidate();
});
const router = createAppRouter({ queryClient, api, auth });
dropErrorsOnLeave(router);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const app = <App queryClient={queryClient} router={router} />;
if (root.firstElementChild && !auth.isLoggedIn()) {
  // A guest page the server sent prerendered (src/app-shell): once the route and its code are
  // loaded, the same tree hydrates it, then receives what the visitor did meanwhile. `ssr` tells the
  // router the page came from a server, so that it builds the tree the server built (without
  // the Suspense boundaries it adds around a page rendered in the browser).
  router.ssr = { manifest: undefined };
  holdEarlySubmits(root);
  void router.load().then(() => {
    takeTypedValues(root);
    hydrateRoot(root, app);
  });
} else if (root.hasAttribute('data-signed-in-shell') && auth.isLoggedIn()) {
  // The private layout the server drew for a visitor with a session (src/app-shell): it stays on
  // screen while the page's code and data arrive, then the app renders over it in one commit
  // (whether the load went well or not: the router draws its error page).
  // What she did meanwhile is not lost: a tap, what she typed, is done again on the app's own.
  // The first render is a transition, so that React yields to the browser every few milliseconds
  // instead of holding a phone's main thread for the whole page (its longest task, issue #38).
  // A page drawn with her data comes with the answers it was drawn from: the app starts from
  // them (before the router loads) rather than asking again.
  const drawnAnswers = document.getElementById(DRAWN_ANSWERS_ID)?.textContent;
  const tookOver = drawnAnswers ? startFromDrawnAnswers(queryClient, JSON.parse(drawnAnswers)) : undefined;
  const start = () => {
    carryOverEarlyInput(root);
    // Once the app has rendered over the drawn markup, #root is the app's: the mark goes (what
    // waits for the app, as the browser tests do, waits for that).
    const drawn = root.firstElementChild;
    const replaced = new MutationObserver(() => {
      if (drawn?.isConnected) return;
      root.removeAttribute('data-signed-in-shell');
      replaced.disconnect();
      tookOver?.();
    });
    replaced.observe(root, { childList: true });
    const appRoot = createRoot(root);
    startTransition(() => appRoot.render(app));
  };
  // In a task of its own: the router's first load (matching, the loaders' start) would otherwise
  // run in the same task as this file's evaluation, one long task of a phone's start.
  setTimeout(() => void router.load().then(start, start));
} else {
  // A prerendered page is a guest's: a visitor with a session the server did not see (a link from
  // another site arrives without the SameSite=Strict cookie) is sent elsewhere by the router, so
  // the app starts afresh rather than hydrating markup it will not render.
  root.replaceChildren();
  createRoot(root).render(app);
}

// The installable app's worker (public/sw.js): production builds only, where the browser has one.
if (env.PROD && 'serviceWorker' in navigator) registerServiceWorker(import.meta.url);
