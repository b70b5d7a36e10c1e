import { theme } from '@ma/ui/theme';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

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

export type TestUser = ReturnType<typeof renderWithTheme>['user'];

/** A form under the theme, given `onSubmit`: by default a mock that resolves, as a call that succeeds. */
export function renderFormWith(form: (onSubmit: () => Promise<unknown>) => ReactElement, onSubmit = vi.fn().mockResolvedValue(undefined)) {
  return { onSubmit, ...renderWithTheme(form(onSubmit)) };
}

/** Types each value into the field whose label starts with its key (an empty or missing value is left untyped), then presses `button`. */
export async function fillAndPress(user: TestUser, fields: Record<string, string | undefined>, button: string) {
  for (const [label, value] of Object.entries(fields)) {
    if (value)
      await user.type(
        screen.getByLabelText((text) => text.startsWith(label)),
        value,
      );
  }
  await user.click(screen.getByRole('button', { name: button }));
}
