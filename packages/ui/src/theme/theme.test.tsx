import { Badge, DEFAULT_THEME, defaultVariantColorsResolver, MantineProvider, mergeMantineTheme, useMantineTheme } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toast } from '../toasts/toast.tsx';
import { variantColorResolver } from './soft-variant.ts';
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

describe('the soft variant', () => {
  const resolve = (color: string | undefined, variant = 'soft') =>
    variantColorResolver({ color, variant, theme: mergeMantineTheme(DEFAULT_THEME, theme) });

  it('is the light tint with text dark enough for AA', () => {
    const soft = resolve('teal');
    expect(soft.color).toBe('#065f46');
    expect(soft.background).toBe(resolve('teal', 'light').background);
    expect(resolve('gray').color).toBe('var(--mantine-color-gray-8)');
  });

  it("takes a colour's shade 9 when it has no text of its own, and the primary colour by default", () => {
    expect(resolve('blue').color).toBe('var(--mantine-color-blue-9)');
    expect(resolve(undefined).color).toBe('var(--mantine-color-brand-9)');
  });

  it('colours a Badge through the theme', () => {
    render(
      <MantineProvider theme={theme} env="test">
        <Badge variant="soft" color="teal">
          Aceita
        </Badge>
      </MantineProvider>,
    );
    expect(screen.getByText('Aceita').closest('.mantine-Badge-root')).toHaveStyle('--badge-color: #065f46');
  });

  it('leaves every other variant as Mantine draws it', () => {
    const input = { color: 'teal', variant: 'light', theme: mergeMantineTheme(DEFAULT_THEME, theme) };
    expect(variantColorResolver(input)).toEqual(defaultVariantColorsResolver(input));
  });
});
