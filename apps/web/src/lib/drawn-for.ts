import type { DrawnFor } from '@ma/api-client/pages';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * What a private page drawn on the server is drawn for (src/app-shell, decision 042): a phone's
 * width or a desktop's, and the site's address. In the browser, the hooks below read the
 * browser's own instead.
 */
export const ServerDrawnFor = createContext<DrawnFor>({ phone: false, siteOrigin: '' });

const PHONE_WIDTH = 360;
const DESKTOP_WIDTH = 1280;

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The window's width in px, read synchronously so the first paint already truncates names
 * for the right layout (Mantine's useViewportSize starts at 0 and settles after an effect).
 */
export const useViewportWidth = (): number => {
  const { phone } = useContext(ServerDrawnFor);
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => (phone ? PHONE_WIDTH : DESKTOP_WIDTH),
  );
};

/** The site's origin, as the addresses she is shown write it (`https://maisalcance.com.br`). */
export const useSiteOrigin = (): string => {
  const { siteOrigin } = useContext(ServerDrawnFor);
  // An address never changes under a page: no store to subscribe to, as the width has.
  return typeof window === 'undefined' ? siteOrigin : window.location.origin;
};
