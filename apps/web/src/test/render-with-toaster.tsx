import { theme } from '@ma/ui/theme';
import { toast, Toaster } from '@ma/ui/toasts';
import { MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';

/** Mounts the app's toaster in the theme, so tests read toasts as a person would. */
export function renderToaster() {
  return render(
    <MantineProvider theme={theme} env="test">
      <Toaster />
    </MantineProvider>,
  );
}

/** For a test file whose components toast: a toaster mounted before each test, its toasts cleared after. */
export function mountToasterForEachTest() {
  beforeEach(() => {
    renderToaster();
  });
  afterEach(() => {
    act(() => toast.clean());
  });
}
