import { keysOf } from '../keys-of.ts';
import { isHexColor } from './contrast.ts';
import { DEFAULT_KIT_THEME, type KitTheme } from './themes.ts';

export interface KitPalette {
  label: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** The accent a creator starts with on this theme. */
  accent: string;
}

export const kitPalettes: Record<KitTheme, KitPalette> = {
  claro: { label: 'Claro', background: '#f6f7fb', surface: '#ffffff', text: '#14161f', muted: '#4d5466', border: '#dfe3ec', accent: '#6d28d9' },
  escuro: { label: 'Noite', background: '#0f1117', surface: '#1a1d27', text: '#f3f4f8', muted: '#b4b9c8', border: '#2e3342', accent: '#a78bfa' },
  areia: { label: 'Areia', background: '#f4ede2', surface: '#fffaf2', text: '#2b2118', muted: '#5f5041', border: '#e4d6c1', accent: '#b4532a' },
  oceano: { label: 'Oceano', background: '#e8f3f7', surface: '#ffffff', text: '#0b2530', muted: '#3b5a66', border: '#cfe3ea', accent: '#0e7490' },
  rosa: { label: 'Rosa', background: '#fdf0f4', surface: '#ffffff', text: '#2d0f1b', muted: '#6b3d4f', border: '#f3d3df', accent: '#be185d' },
};

/** The parts of a kit below its header, which the creator can hide and reorder. */
export const kitSectionLabels = {
  stats: 'Números das redes',
  rates: 'Tabela de preços',
  brands: 'Marcas parceiras',
  highlights: 'Destaques',
  contact: 'Contato',
};
export type KitSection = keyof typeof kitSectionLabels;
export const kitSections = keysOf(kitSectionLabels);

export interface KitAppearance {
  theme: KitTheme;
  accentColor: string;
  /** The sections shown, in order; those left out are hidden. */
  sections: KitSection[];
}

/**
 * Brands can reach her from her kit: it has a WhatsApp or an e-mail, and shows its contact
 * section. The public page offers 'Entrar em contato' only then; /monetize says so otherwise.
 */
export const isKitReachable = (kit: { whatsapp: string | null; contactEmail: string | null; sections: readonly KitSection[] }): boolean =>
  Boolean(kit.whatsapp || kit.contactEmail) && kit.sections.includes('contact');

export const defaultKitAppearance = (): KitAppearance => ({
  theme: DEFAULT_KIT_THEME,
  accentColor: kitPalettes[DEFAULT_KIT_THEME].accent,
  sections: [...kitSections],
});

export const ACCENT_COLOR_INVALID = 'Escolha uma cor no formato #RRGGBB.';
export const SECTIONS_REPEATED = 'Cada seção aparece uma vez só.';

/** What is wrong with an appearance, or null. */
export function appearanceProblem(appearance: Pick<KitAppearance, 'accentColor' | 'sections'>): string | null {
  if (!isHexColor(appearance.accentColor)) return ACCENT_COLOR_INVALID;
  if (new Set(appearance.sections).size !== appearance.sections.length) return SECTIONS_REPEATED;
  return null;
}
