import { Collapse, createTheme, MantineProvider, mergeThemeOverrides } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { theme } from '../theme/theme.ts';

// env="test" turns off portals and most transitions; Collapse and Notifications still animate
// and jsdom never fires `transitionend`, so their durations are zeroed here.
const testTheme = mergeThemeOverrides(
  theme,
  createTheme({
    components: {
      Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }),
      Notifications: { defaultProps: { transitionDuration: 0 } },
    },
  }),
);

function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={testTheme} env="test">
      {children}
    </MantineProvider>
  );
}

/** Renders `ui` inside the app theme, the way every component test should. */
export function render(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return testingLibraryRender(ui, { wrapper: TestProviders, ...options });
}
