import { EARLY_CLICKS } from '@ma/api-client/pages';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PublicPage } from './public-page.ts';

declare global {
  interface Window {
    [EARLY_CLICKS]?: HTMLButtonElement[];
  }
}

/**
 * The server wrote the page and the props it came from (entry-server.tsx): hydrating the same
 * tree makes its buttons work without painting anything again. As a transition, the hydration
 * yields to the browser every few milliseconds instead of holding the main thread in one long task.
 *
 * A button pressed before this ran did nothing: the page's inline script noted it
 * (EARLY_CLICKS_SCRIPT), and it is pressed again here, once React listens. React then hydrates
 * at once (a click on markup not yet hydrated is hydrated first, not dropped) and runs its
 * handler. Taking the list ends the noting: from here on React sees the clicks itself.
 */
export function hydrate(page: PublicPage<never, unknown>, props: unknown): void {
  const root = document.getElementById('root');
  if (!root) return;
  const early = window[EARLY_CLICKS] ?? [];
  window[EARLY_CLICKS] = undefined;
  startTransition(() => {
    hydrateRoot(root, page.render(props));
  });
  for (const button of early) if (button.isConnected) button.click();
}
