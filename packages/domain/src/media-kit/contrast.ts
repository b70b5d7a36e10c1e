const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value);

const channel = (hex: string, offset: number): number => {
  const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255;
  return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance of a #rrggbb colour. */
export const luminance = (hex: string): number => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** WCAG 2 contrast ratio of two #rrggbb colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;

/** Black or white, whichever reads better on `background` (at least 4.5:1 for any colour). */
export const readableTextOn = (background: string): '#000000' | '#ffffff' =>
  contrastRatio(background, '#000000') >= contrastRatio(background, '#ffffff') ? '#000000' : '#ffffff';

/**
 * `color` darkened or lightened, in steps, until it reaches AA contrast on `background`: a
 * creator's accent is used as text (links, prices) and must stay readable on every theme.
 */
export function readableAccent(color: string, background: string): string {
  const towards = luminance(background) > 0.5 ? 0 : 255;
  let current = color.toLowerCase();
  for (let step = 0; step < 20 && contrastRatio(current, background) < AA_CONTRAST; step += 1) {
    current = `#${[1, 3, 5]
      .map((offset) => {
        const value = Number.parseInt(current.slice(offset, offset + 2), 16);
        return Math.round(value + (towards - value) * 0.15)
          .toString(16)
          .padStart(2, '0');
      })
      .join('')}`;
  }
  return current;
}
