import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/**
 * The window's width in px, read synchronously so the first paint already truncates names
 * for the right layout (Mantine's useViewportSize starts at 0 and settles after an effect).
 */
export const useViewportWidth = (): number =>
  useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
