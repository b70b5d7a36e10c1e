import type { MediaKit } from '@ma/api-client/schemas';
import { centavosToReais, formatWhatsapp, type RateKind } from '@ma/domain';

/** One line of the rate card as the inputs hold it: the price in reais as typed; an empty one is 'a combinar'. */
export interface RateRow {
  kind: RateKind;
  label: string;
  price: number | string;
}

export interface HighlightRow {
  url: string;
  title: string;
}

/** What the editor's inputs hold; `mediaKitPayloadSchema` reads them into the payload. */
export interface KitFormValues {
  name: string;
  username: string;
  pictureUrl: string | null;
  bio: string;
  state: string | null;
  city: string | null;
  niches: string[];
  contactEmail: string;
  whatsapp: string;
  rates: RateRow[];
  brands: string[];
  highlights: HighlightRow[];
  version: number;
}

/** The inputs filled with a saved kit. */
export function formValuesOf(kit: MediaKit): KitFormValues {
  return {
    name: kit.name,
    username: kit.username,
    pictureUrl: kit.pictureUrl,
    bio: kit.bio,
    state: kit.state,
    city: kit.city,
    niches: kit.niches,
    contactEmail: kit.contactEmail ?? '',
    whatsapp: kit.whatsapp ? formatWhatsapp(kit.whatsapp) : '',
    rates: kit.rates.map((rate) => ({
      kind: rate.kind,
      label: rate.label ?? '',
      price: rate.priceCents === null ? '' : centavosToReais(rate.priceCents),
    })),
    brands: kit.brands,
    highlights: kit.highlights,
    version: kit.version,
  };
}

/** Whether the inputs differ from what was saved: what leaving the page would lose. */
export const isDirty = (values: KitFormValues, saved: KitFormValues): boolean => JSON.stringify(values) !== JSON.stringify(saved);
