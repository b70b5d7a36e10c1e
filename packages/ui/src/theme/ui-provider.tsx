import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { theme } from './theme.ts';

// Only a shown toast needs the toaster's code: it loads beside the page instead of before it,
// and shows on mount whatever was raised meanwhile (the toast store keeps it). Code that
// cannot be fetched costs the toasts, never the page.
const Toaster = lazy(() =>
  import('../toasts/toaster.tsx').then(
    ({ Toaster }) => ({ default: Toaster }),
    () => ({ default: () => null }),
  ),
);

export interface UiProviderProps {
  /** The application. */
  children: ReactNode;
  /** Color scheme used until the person picks one (remembered in localStorage). @default 'light' */
  defaultColorScheme?: 'light' | 'dark' | 'auto';
  /** Forces a color scheme and ignores the remembered one (e.g. Storybook's toolbar). @default undefined */
  forceColorScheme?: 'light' | 'dark';
}

/** The theme and the toaster; wrap the app in it once, next to `import '@ma/ui/styles.css'`. */
export function UiProvider({ children, defaultColorScheme = 'light', forceColorScheme }: UiProviderProps) {
  return (
    <MantineProvider theme={theme} defaultColorScheme={defaultColorScheme} forceColorScheme={forceColorScheme}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
