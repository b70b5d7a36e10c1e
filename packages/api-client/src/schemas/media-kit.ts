import {
  appearanceProblem,
  BIO_MAX_LENGTH,
  BIO_TOO_LONG,
  BRAND_MAX_LENGTH,
  BRAND_TOO_LONG,
  BRANDS_TOO_MANY,
  CITY_REQUIRED_WITH_STATE,
  CONTACT_EMAIL_INVALID,
  decimalPlaces,
  DISPLAY_NAME_MAX_LENGTH,
  DISPLAY_NAME_REQUIRED,
  DISPLAY_NAME_TOO_LONG,
  HIGHLIGHT_TITLE_MAX_LENGTH,
  HIGHLIGHT_TITLE_REQUIRED,
  HIGHLIGHT_TITLE_TOO_LONG,
  HIGHLIGHT_URL_INVALID,
  HIGHLIGHTS_TOO_MANY,
  kitSections,
  kitThemes,
  MAX_BRANDS,
  MAX_HIGHLIGHTS,
  MAX_NICHES,
  MAX_RATE_CENTS,
  MAX_RATES,
  NICHE_UNKNOWN,
  NICHES_TOO_MANY,
  normalizeWhatsapp,
  RATE_LABEL_MAX_LENGTH,
  rateCardProblem,
  rateKinds,
  reaisToCentavos,
  STATE_REQUIRED_WITH_CITY,
  usernameProblem,
  whatsappProblem,
} from '@ma/domain';
import { z } from 'zod';
import { levelSchema, socialNetworkSchema } from './common.ts';
import { brazilianStateSchema } from './locations.ts';
import { rule } from './rule.ts';
import { filledText, hasNoNul } from './text.ts';

// A cleared input ('' or spaces) is a missing value, stored as null.
const blankToNull = (raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? null : raw);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).default(null);

/** A price in integer centavos, or null for 'a combinar' (not R$ 0,00); `rateCardProblem` checks the amount. */
const priceCents = z.number({ error: 'Informe um preço.' }).nullable();

export const rateSchema = z.object({
  kind: z.enum(rateKinds, { error: 'Escolha um formato.' }),
  label: z
    .string()
    .trim()
    .max(RATE_LABEL_MAX_LENGTH, { error: `Use no máximo ${RATE_LABEL_MAX_LENGTH} caracteres.` })
    .nullable()
    .default(null),
  priceCents,
});
export type Rate = z.output<typeof rateSchema>;

export const highlightSchema = z.object({
  url: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/, error: HIGHLIGHT_URL_INVALID }).max(500, { error: HIGHLIGHT_URL_INVALID })),
  title: z.string().trim().min(1, { error: HIGHLIGHT_TITLE_REQUIRED }).max(HIGHLIGHT_TITLE_MAX_LENGTH, { error: HIGHLIGHT_TITLE_TOO_LONG }),
});
export type Highlight = z.output<typeof highlightSchema>;

/** Each rate's problem on its own field: `rates.1.priceCents`, `rates.0.label`. */
const rates = z
  .array(rateSchema)
  .max(MAX_RATES, { error: `Informe no máximo ${MAX_RATES} preços.` })
  .check((context) => {
    const problem = rateCardProblem(context.value);
    if (problem) context.issues.push({ code: 'custom', message: problem[2], input: context.value, path: [problem[0], problem[1]] });
  });

/** The fields of the media-kit editor (PUT /v3/media-kit), each with its own rules; see `mediaKitSaveSchema`. */
export const mediaKitFieldsSchema = z.object({
  name: filledText(DISPLAY_NAME_MAX_LENGTH, DISPLAY_NAME_REQUIRED, { tooLong: DISPLAY_NAME_TOO_LONG }),
  username: z.string().trim().toLowerCase().check(rule(usernameProblem)),
  /** An upload's URL from POST /v3/media-kit/photo, or null for none. */
  pictureUrl: optional(z.string().max(500)),
  bio: z.string().trim().max(BIO_MAX_LENGTH, { error: BIO_TOO_LONG }).default(''),
  state: optional(brazilianStateSchema),
  city: optional(z.string().trim().max(80, { error: 'Escolha uma cidade da lista.' })),
  niches: z
    .array(z.string().trim().min(1).refine(hasNoNul, { error: NICHE_UNKNOWN }))
    .max(MAX_NICHES, { error: NICHES_TOO_MANY })
    .transform((niches) => [...new Set(niches)]),
  contactEmail: optional(
    z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email({ error: CONTACT_EMAIL_INVALID }).max(254, { error: CONTACT_EMAIL_INVALID })),
  ),
  whatsapp: optional(z.string().check(rule(whatsappProblem)).transform(normalizeWhatsapp)),
  rates: rates.default([]),
  brands: z
    .array(z.string().trim().min(1, { error: 'Informe o nome da marca.' }).max(BRAND_MAX_LENGTH, { error: BRAND_TOO_LONG }))
    .max(MAX_BRANDS, { error: BRANDS_TOO_MANY })
    .default([]),
  highlights: z.array(highlightSchema).max(MAX_HIGHLIGHTS, { error: HIGHLIGHTS_TOO_MANY }).default([]),
});

/**
 * PUT /v3/media-kit's body: the fields, a location given whole, and the `version` the editor read
 * (a save over a newer version is refused with 409 KIT_VERSION_CONFLICT). Prices in centavos.
 */
export const mediaKitSaveSchema = mediaKitFieldsSchema.extend({ version: z.number().int().min(0) }).check(
  // Only a city and its state together make a location.
  rule((kit) => (kit.state && !kit.city ? CITY_REQUIRED_WITH_STATE : null), ['city']),
  rule((kit) => (!kit.state && kit.city ? STATE_REQUIRED_WITH_CITY : null), ['state']),
);
export type MediaKitPayload = z.input<typeof mediaKitSaveSchema>;
export type MediaKitOutput = z.output<typeof mediaKitSaveSchema>;

/**
 * A price input's reais as typed ('' for 'a combinar') in the wire's centavos: the one place the
 * editor's reais become centavos. A third decimal place stays a fraction of a centavo and an
 * amount beyond the limit stays beyond it, so `rateCardProblem` names them; what is not a
 * number is left as it is for the schema's own message.
 */
export function typedReaisToCents(typed: unknown): unknown {
  const value = blankToNull(typed);
  if (value === null || value === undefined) return null;
  const reais = typeof value === 'number' || typeof value === 'string' ? Number(value) : Number.NaN;
  if (!Number.isFinite(reais)) return value;
  return decimalPlaces(reais) > 2 || Math.abs(reais) > MAX_RATE_CENTS ? reais * 100 : reaisToCentavos(reais);
}

const typedRatesInCents = (values: unknown): unknown => {
  if (typeof values !== 'object' || values === null || !('rates' in values) || !Array.isArray(values.rates)) return values;
  const rates: unknown[] = values.rates;
  return {
    ...values,
    rates: rates.map((rate) => {
      if (typeof rate !== 'object' || rate === null || !('price' in rate)) return rate;
      const { price, ...rest } = rate;
      return { ...rest, priceCents: typedReaisToCents(price) };
    }),
  };
};

/**
 * The media-kit editor's inputs read into PUT /v3/media-kit's body: `mediaKitSaveSchema`'s rules,
 * with each rate's `price` typed in reais and sent as `priceCents` (see `typedReaisToCents`).
 */
export const mediaKitPayloadSchema = z.preprocess(typedRatesInCents, mediaKitSaveSchema);

const appearanceFields = z.object({
  theme: z.enum(kitThemes, { error: 'Escolha um tema da lista.' }),
  accentColor: z.string().trim().toLowerCase(),
  sections: z.array(z.enum(kitSections)).max(kitSections.length),
});

export const kitAppearanceSchema = appearanceFields.check(rule(appearanceProblem, ['accentColor']));
export type KitAppearanceValues = z.output<typeof kitAppearanceSchema>;

/** PUT /v3/media-kit/appearance. */
export const kitAppearancePayloadSchema = appearanceFields
  .extend({ version: z.number().int().min(0) })
  .check(rule(appearanceProblem, ['accentColor']));
export type KitAppearancePayload = z.input<typeof kitAppearancePayloadSchema>;

export const networkStatsSchema = z.object({
  network: socialNetworkSchema,
  username: z.string(),
  followers: z.number().int(),
  /** Posts (Instagram) or videos (TikTok); null before the first reading. */
  posts: z.number().int().nullable(),
  /** The recent posts' likes and comments over the followers, in percent; null without a reading. */
  engagementRate: z.number().nullable(),
  averageLikes: z.number().int().nullable(),
  averageComments: z.number().int().nullable(),
  /** When the numbers were read from the network ('atualizado em'). */
  statsUpdatedAt: z.string().nullable(),
});
export type NetworkStats = z.infer<typeof networkStatsSchema>;

const shareSchema = <T extends z.ZodType>(value: T) => z.object({ value, share: z.number() });

/**
 * The Instagram audience a kit shows (docs/product/connect.md "Audience"): `available` false when
 * Instagram gives none (under 100 followers), and the lists are then empty.
 */
export const kitAudienceSchema = z.object({
  available: z.boolean(),
  ages: z.array(shareSchema(z.string())),
  genders: z.array(shareSchema(z.enum(['female', 'male', 'unknown']))),
  topCities: z.array(shareSchema(z.string())),
  topStates: z.array(shareSchema(z.string())),
  updatedAt: z.string(),
});
export type KitAudience = z.infer<typeof kitAudienceSchema>;

/** What a kit shows, to its owner and to everybody at /{username}. */
export const publicMediaKitSchema = z.object({
  username: z.string(),
  name: z.string(),
  level: levelSchema,
  pictureUrl: z.string().nullable(),
  /** The 96 px version, for lists and the share card. */
  pictureThumbUrl: z.string().nullable(),
  bio: z.string(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  niches: z.array(z.string()),
  networks: z.array(networkStatsSchema),
  /** Null until Instagram is connected and read. */
  audience: kitAudienceSchema.nullable(),
  contactEmail: z.string().nullable(),
  /** E.164, '+5511987654321'. */
  whatsapp: z.string().nullable(),
  /** Each price in integer centavos; null is 'a combinar'. */
  rates: z.array(z.object({ kind: z.enum(rateKinds), label: z.string().nullable(), priceCents: z.number().int().nullable() })),
  brands: z.array(z.string()),
  highlights: z.array(z.object({ url: z.string(), title: z.string() })),
  appearance: z.object({ theme: z.enum(kitThemes), accentColor: z.string(), sections: z.array(z.enum(kitSections)) }),
  /** The 1200x630 link-preview image; its URL changes with every save. */
  previewImageUrl: z.string(),
  updatedAt: z.string(),
});
export type PublicMediaKit = z.infer<typeof publicMediaKitSchema>;

/** GET /v3/media-kit: the owner's kit, with what only they see. */
export const mediaKitSchema = publicMediaKitSchema.extend({
  version: z.number().int(),
  views: z.object({ thirtyDays: z.number().int(), total: z.number().int() }),
});
export type MediaKit = z.infer<typeof mediaKitSchema>;

/** PUT /v3/media-kit and /appearance answer the saved kit and the level before the save. */
export const mediaKitSavedSchema = z.object({ kit: mediaKitSchema, previousLevel: levelSchema });
export type MediaKitSaved = z.infer<typeof mediaKitSavedSchema>;

export const photoUploadSchema = z.object({ pictureUrl: z.string(), pictureThumbUrl: z.string() });
export type PhotoUpload = z.infer<typeof photoUploadSchema>;

export const usernameAvailabilitySchema = z.object({
  username: z.string(),
  available: z.boolean(),
  /** Why it is not available, in pt-BR; null when it is. */
  detail: z.string().nullable(),
});
export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;
