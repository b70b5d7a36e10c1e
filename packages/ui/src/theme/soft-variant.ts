import { defaultVariantColorsResolver, type VariantColorsResolver } from '@mantine/core';

/**
 * `variant="soft"`: the light variant's tint with text dark enough for AA contrast (4.5:1) on
 * it, where Mantine's own light text is too pale for small bold labels (status badges, tags).
 * A colour not listed takes its shade 9.
 */
const softText: Partial<Record<string, string>> = {
  teal: '#065f46',
  yellow: '#854d0e',
  orange: '#9a3412',
  red: '#991b1b',
  gray: 'var(--mantine-color-gray-8)',
};

const SOFT_VARIANT = 'soft';

/** The text colour of `color` in the soft variant, for a label drawn without a badge. */
export const softTextColor = (color: string): string => softText[color] ?? `var(--mantine-color-${color}-9)`;

/** Mantine's colours for every variant, plus `soft` (the theme's `variantColorResolver`). */
export const variantColorResolver: VariantColorsResolver = (input) => {
  if (input.variant !== SOFT_VARIANT) return defaultVariantColorsResolver(input);
  const color = input.color ?? input.theme.primaryColor;
  return { ...defaultVariantColorsResolver({ ...input, color, variant: 'light' }), color: softTextColor(color) };
};
