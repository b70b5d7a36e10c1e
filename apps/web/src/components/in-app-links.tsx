import { useRouter } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';

/**
 * A server-rendered page's links are plain anchors (the server renders it without the router); inside the
 * app, a plain click on one of its own paths navigates in place instead of loading the app again.
 */
export function InAppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a') : null;
    const href = link?.getAttribute('href');
    if (!link || !href?.startsWith('/') || href.startsWith('//') || link.target) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  // Only listens to the clicks of the links inside, which stay the controls (keyboard included: Enter on a link is a click).
  return <div onClick={onClick}>{children}</div>;
}
