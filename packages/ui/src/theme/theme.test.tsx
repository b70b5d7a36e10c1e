import { useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../toasts/toast.tsx';
import { theme } from './theme.ts';
import { UiProvider } from './ui-provider.tsx';

function PrimaryColor() {
  return <span>{useMantineTheme().primaryColor}</span>;
}

afterEach(() => {
  act(() => toast.clean());
});

describe('UiProvider', () => {
  it('applies the theme in the light scheme and mounts the toaster', async () => {
    render(
      <UiProvider>
        <PrimaryColor />
      </UiProvider>,
    );
    expect(screen.getByText('brand')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');

    act(() => {
      toast.info({ message: 'Link copiado com sucesso!' });
    });
    expect(await screen.findByText('Link copiado com sucesso!')).toBeInTheDocument();
  });

  it('defines ten shades for the custom colors', () => {
    expect(theme.colors?.brand).toHaveLength(10);
    expect(theme.colors?.magenta).toHaveLength(10);
  });
});
