import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { PublicPage } from './public-page.ts';

/**
 * The server wrote the page and the props it came from (entry-server.tsx): hydrating the same
 * tree makes its buttons work without painting anything again. As a transition, the hydration
 * yields to the browser every few milliseconds instead of holding the main thread in one long task.
 */
export function hydrate(page: PublicPage<never, unknown>, props: unknown): void {
  const root = document.getElementById('root');
  if (!root) return;
  startTransition(() => {
    hydrateRoot(root, page.render(props));
  });
}
