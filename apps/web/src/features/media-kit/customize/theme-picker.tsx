import { isKitTheme, kitPalettes, kitThemes, type KitTheme } from '@ma/domain';
import { Radio, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/SimpleGrid.css';
import { IconCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import classes from './theme-picker.module.css';

const swatchStyle = (theme: KitTheme): CSSProperties => {
  const palette = kitPalettes[theme];
  return {
    '--swatch-bg': palette.background,
    '--swatch-surface': palette.surface,
    '--swatch-text': palette.text,
    '--swatch-muted': palette.muted,
    '--swatch-border': palette.border,
    '--swatch-accent': palette.accent,
  } as CSSProperties;
};

export interface ThemePickerProps {
  value: KitTheme;
  onChange: (theme: KitTheme) => void;
}

/** The five themes as radio cards, each drawn in its palette; arrow keys move between them. */
export function ThemePicker({ value, onChange }: ThemePickerProps) {
  return (
    <Radio.Group label="Tema" value={value} onChange={(next) => isKitTheme(next) && onChange(next)} name="kit-theme">
      <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" mt="xs">
        {kitThemes.map((theme) => (
          <Radio.Card key={theme} value={theme} className={classes.card}>
            <span className={classes.swatch} style={swatchStyle(theme)} aria-hidden>
              <span className={classes.surface}>
                <span className={classes.line} />
                <span className={classes.line} />
              </span>
            </span>
            <span className={classes.label}>
              {kitPalettes[theme].label}
              {value === theme && <IconCheck size={16} aria-hidden color="var(--mantine-primary-color-filled)" />}
            </span>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
