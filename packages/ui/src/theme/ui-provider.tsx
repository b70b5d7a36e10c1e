import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { Toaster } from '../toasts/toaster.tsx';
import { theme } from './theme.ts';

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
      <Toaster />
      {children}
    </MantineProvider>
  );
}
