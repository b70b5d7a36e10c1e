import { theme } from '@ma/ui/theme';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/** A component under the product's theme, and a user to drive it (the internal apps' component tests). */
export function renderWithTheme(ui: ReactElement) {
  return {
    user: userEvent.setup(),
    ...render(
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>,
    ),
  };
}
