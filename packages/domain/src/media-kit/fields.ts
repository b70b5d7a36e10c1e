import { isMediaKitComplete, type MediaKitFields } from '../levels.ts';

export const DISPLAY_NAME_MAX_LENGTH = 80;
export const BIO_MAX_LENGTH = 500;
export const MAX_NICHES = 5;
export const MAX_BRANDS = 20;
export const BRAND_MAX_LENGTH = 60;
export const MAX_HIGHLIGHTS = 6;
export const HIGHLIGHT_TITLE_MAX_LENGTH = 80;

export const DISPLAY_NAME_REQUIRED = 'Informe seu nome.';
export const DISPLAY_NAME_TOO_LONG = `O nome pode ter no máximo ${DISPLAY_NAME_MAX_LENGTH} caracteres.`;
export const BIO_TOO_LONG = `A bio pode ter no máximo ${BIO_MAX_LENGTH} caracteres.`;
export const NICHES_TOO_MANY = `Escolha no máximo ${MAX_NICHES} nichos.`;
export const NICHE_UNKNOWN = 'Escolha nichos da lista.';
export const STATE_REQUIRED_WITH_CITY = 'Escolha o estado da cidade.';
export const CITY_REQUIRED_WITH_STATE = 'Escolha a cidade.';
export const cityNotInStateMessage = (state: string): string => `Escolha uma cidade de ${state} da lista.`;
export const CONTACT_EMAIL_INVALID = 'Informe um e-mail válido.';
export const BRANDS_TOO_MANY = `Informe no máximo ${MAX_BRANDS} marcas.`;
export const BRAND_TOO_LONG = `O nome da marca pode ter no máximo ${BRAND_MAX_LENGTH} caracteres.`;
export const HIGHLIGHTS_TOO_MANY = `Escolha no máximo ${MAX_HIGHLIGHTS} destaques.`;
export const HIGHLIGHT_URL_INVALID = 'Cole o link do post, começando com https://.';
export const HIGHLIGHT_TITLE_REQUIRED = 'Dê um título ao destaque.';
export const HIGHLIGHT_TITLE_TOO_LONG = `O título pode ter no máximo ${HIGHLIGHT_TITLE_MAX_LENGTH} caracteres.`;

/** The media-kit fields that count towards Prata, with what the editor's checklist calls them. */
export const kitChecklistLabels = {
  name: 'Nome',
  picture: 'Foto',
  bio: 'Bio',
  location: 'Localização',
  niches: 'Pelo menos um nicho',
} as const satisfies Record<keyof MediaKitFields, string>;

export type KitChecklistItem = keyof typeof kitChecklistLabels;

/** The checklist items still missing, in order; empty when the kit is complete. */
export function missingKitItems(kit: MediaKitFields): KitChecklistItem[] {
  const items = Object.keys(kitChecklistLabels) as KitChecklistItem[];
  if (isMediaKitComplete(kit)) return [];
  return items.filter((item) => !isMediaKitComplete({ ...completeKit, [item]: kit[item] }));
}

// A kit with everything, so that each field can be tested on its own through the one rule.
const completeKit: Required<MediaKitFields> = { name: 'x', picture: 'x', bio: 'x', location: 'x', niches: ['x'] };

/** The one way a place is written: 'Belo Horizonte, MG'; the city or the state alone when only one is known; null with neither. */
export function formatPlace(city: string | null | undefined, state: string | null | undefined): string | null {
  const known = [city?.trim(), state?.trim()].filter((part) => !!part);
  return known.length > 0 ? known.join(', ') : null;
}

/** A kit's location, which counts (and shows) only with both: 'Belo Horizonte, MG', or null. */
export const kitLocation = (city: string | null | undefined, state: string | null | undefined): string | null =>
  city?.trim() && state?.trim() ? formatPlace(city, state) : null;
