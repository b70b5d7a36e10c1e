import { theme } from '@ma/ui/theme';
import { Toaster } from '@ma/ui/toasts';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';

/** Mounts the app's toaster in the theme, so tests read toasts as a person would. */
export function renderToaster() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Toaster />
    </MantineProvider>,
  );
}
