import { kitPalettes, readableAccent, readableTextOn, type KitAppearance, type KitTheme } from '@ma/domain';
import type { CSSProperties } from 'react';

/**
 * The CSS variables of a kit's look: the theme's palette and the creator's accent, made
 * readable where it is text (AA on the page and on cards) and paired with readable text where
 * it is a background.
 */
export function kitThemeStyle(appearance: KitAppearance, override?: KitTheme): CSSProperties {
  const theme = override ?? appearance.theme;
  const palette = kitPalettes[theme];
  const accent = appearance.accentColor;
  return {
    '--kit-bg': palette.background,
    '--kit-surface': palette.surface,
    '--kit-text': palette.text,
    '--kit-muted': palette.muted,
    '--kit-border': palette.border,
    '--kit-accent': accent,
    '--kit-accent-text': readableAccent(accent, palette.surface),
    '--kit-on-accent': readableTextOn(accent),
  } as CSSProperties;
}
