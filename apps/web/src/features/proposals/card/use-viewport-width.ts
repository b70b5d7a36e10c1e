import { createContext, useContext, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The width a page drawn on the server is drawn for (src/app-shell): a phone's or a desktop's. */
export const ServerViewportWidth = createContext(1280);

/**
 * The window's width in px, read synchronously so the first paint already truncates names
 * for the right layout (Mantine's useViewportSize starts at 0 and settles after an effect).
 */
export const useViewportWidth = (): number => {
  const serverWidth = useContext(ServerViewportWidth);
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => serverWidth,
  );
};
