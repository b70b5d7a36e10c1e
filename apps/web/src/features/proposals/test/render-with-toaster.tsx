import { theme } from '@ma/ui/theme';
import { Toaster } from '@ma/ui/toasts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';

// jsdom has no matchMedia, which Mantine reads for the colour scheme and reduced motion.
const noMediaQueries = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});

/** Mounts the app's toaster in the theme, so tests read toasts as a person would. */
export function renderToaster() {
  if (typeof window.matchMedia !== 'function') Object.defineProperty(window, 'matchMedia', { value: noMediaQueries, configurable: true });
  return render(
    <MantineProvider theme={theme} env="test">
      <Toaster />
    </MantineProvider>,
  );
}
