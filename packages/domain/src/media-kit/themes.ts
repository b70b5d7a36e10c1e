// Apart from the palettes (appearance.ts): the page's route checks `?theme=` with these alone,
// and what a route's search check imports, every page loads.

/** The looks a kit can take; each keeps WCAG AA contrast (appearance.test.ts). */
export const kitThemes = ['claro', 'escuro', 'areia', 'oceano', 'rosa'] as const;
export type KitTheme = (typeof kitThemes)[number];

export const DEFAULT_KIT_THEME: KitTheme = 'claro';

export const isKitTheme = (value: unknown): value is KitTheme => typeof value === 'string' && (kitThemes as readonly string[]).includes(value);
