import {
  affiliateMessages,
  commissionStatuses,
  isValidTaxId,
  MAX_DESTINATION_LENGTH,
  normalizeBrazilianPhone,
  normalizeDocument,
  normalizePixKey,
  pixKeyProblem,
  pixKeyTypes,
  type PixKeyType,
} from '@ma/domain';
import { z } from 'zod';
import { listOf, numberedPageOf } from './common.ts';
import { rule } from './rule.ts';
import { filledText, hasNoNul, requiredText } from './text.ts';

const message = affiliateMessages;

export const pixKeyTypeSchema = z.enum(pixKeyTypes, { error: message.pixKeyTypeRequired });
export const commissionStatusSchema = z.enum(commissionStatuses);

const pixKeySchema = z.string({ error: message.pixKeyRequired }).max(200, { error: message.pixKeyInvalid });
const pixKeyOfType = rule(({ pixKeyType, pixKey }: { pixKeyType: PixKeyType; pixKey: string }) => pixKeyProblem(pixKeyType, pixKey), ['pixKey']);

const identityFields = {
  fullName: requiredText(120, message.nameRequired).refine((name) => name.split(/\s+/).length >= 2, { error: message.nameRequired }),
  /** CPF or CNPJ (the alphanumeric one too), with or without punctuation; stored normalized. */
  document: filledText(32, message.taxIdRequired, { tooLong: message.taxIdInvalid })
    .refine(isValidTaxId, { error: message.taxIdInvalid })
    .transform(normalizeDocument),
  /** Phone or WhatsApp with DDD; stored as E.164. */
  phone: filledText(32, message.phoneRequired, { tooLong: message.phoneInvalid })
    .refine((phone) => normalizeBrazilianPhone(phone) !== null, { error: message.phoneInvalid })
    .transform((phone) => normalizeBrazilianPhone(phone) ?? phone),
};

/** POST /v3/affiliate/register. */
export const affiliateRegistrationSchema = z
  .object({ ...identityFields, pixKeyType: pixKeyTypeSchema, pixKey: pixKeySchema, acceptTerms: z.literal(true, { error: message.termsRequired }) })
  .check(pixKeyOfType)
  .transform((registration) => ({ ...registration, pixKey: normalizePixKey(registration.pixKeyType, registration.pixKey) ?? registration.pixKey }));
export type AffiliateRegistrationInput = z.input<typeof affiliateRegistrationSchema>;

/**
 * PATCH /v3/affiliate/me: the registration's fields. The CPF/CNPJ and the PIX key (type and key
 * together) are sent only to replace them, and then need the account's password, so that a
 * stolen session can neither redirect payouts nor test guesses of what is on file. The phone too
 * is sent only to replace it (it is shown masked, so there is nothing to send back), without the
 * password: payouts never go to it. Left out, they stay as they are.
 */
export const affiliateUpdateSchema = z
  .object({
    ...identityFields,
    document: identityFields.document.optional(),
    phone: identityFields.phone.optional(),
    pixKeyType: pixKeyTypeSchema.optional(),
    pixKey: pixKeySchema.optional(),
    password: z.string().max(200).optional(),
  })
  .check(
    rule(({ pixKeyType, pixKey }) => (pixKeyType !== undefined && pixKey !== undefined ? pixKeyProblem(pixKeyType, pixKey) : null), ['pixKey']),
    rule(({ pixKeyType, pixKey }) => (pixKeyType !== undefined && pixKey === undefined ? message.pixKeyRequired : null), ['pixKey']),
    rule(({ pixKeyType, pixKey }) => (pixKeyType === undefined && pixKey !== undefined ? message.pixKeyTypeRequired : null), ['pixKeyType']),
  )
  .transform((update) => ({
    ...update,
    pixKey: update.pixKeyType && update.pixKey !== undefined ? (normalizePixKey(update.pixKeyType, update.pixKey) ?? update.pixKey) : undefined,
  }));
export type AffiliateUpdateInput = z.input<typeof affiliateUpdateSchema>;

/** The creator's registration as the edit screen shows it: the CPF/CNPJ, the phone and the PIX key masked. */
export const affiliateProfileSchema = z.object({
  fullName: z.string(),
  /** Masked as a PIX key of its kind is: '***.982.247-**', '**.ABC.345/01DE-**'. */
  documentMasked: z.string(),
  /** Its DDD and last 4 digits: '(71) *****-4321', a landline '(11) ****-5678'. */
  phoneMasked: z.string(),
  pixKeyType: pixKeyTypeSchema,
  pixKeyMasked: z.string(),
  termsAcceptedAt: z.string(),
  updatedAt: z.string(),
});
export type AffiliateProfile = z.infer<typeof affiliateProfileSchema>;

/** GET /v3/affiliate/me: null until the creator registers. */
export const affiliateMeSchema = z.object({ affiliate: affiliateProfileSchema.nullable() });
export type AffiliateMe = z.infer<typeof affiliateMeSchema>;

/** A brand of the program. */
export const affiliateBrandSchema = z.object({
  id: z.string(),
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** Basis points: 1250 is 12,5 %. */
  commissionRateBp: z.number().int(),
  cookieDays: z.number().int(),
  holdingDays: z.number().int(),
  /** Links may lead only to pages of this domain (and its subdomains). */
  domain: z.string(),
  homepageUrl: z.string(),
});
export type AffiliateBrand = z.infer<typeof affiliateBrandSchema>;
export const affiliateBrandsSchema = listOf(affiliateBrandSchema);

/** A brand's id: a slug ('lumiere'), which its webhook address carries. */
export const affiliateBrandIdSchema = z.string({ error: message.brandRequired }).regex(/^[a-z0-9][a-z0-9-]{1,62}$/, { error: message.brandRequired });

/** POST /v3/affiliate/links: a brand, and optionally a page of its site (else its home page). */
export const affiliateLinkInputSchema = z.object({
  brandId: affiliateBrandIdSchema,
  destinationUrl: z
    .string()
    .trim()
    .max(MAX_DESTINATION_LENGTH, { error: message.destinationInvalid })
    .refine(hasNoNul, { error: message.destinationInvalid })
    .optional()
    .transform((url) => url || undefined),
});
export type AffiliateLinkInput = z.input<typeof affiliateLinkInputSchema>;

/** A day's clicks, for the small chart (São Paulo dates, 'YYYY-MM-DD'). */
export const clicksOnDaySchema = z.object({ date: z.string(), clicks: z.number().int() });

export const affiliateLinkSchema = z.object({
  id: z.string(),
  code: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  brandLogoUrl: z.string().nullable(),
  destinationUrl: z.string(),
  /** What the creator shares: our origin's /r/{code}. */
  trackedUrl: z.string(),
  createdAt: z.string(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  /** The last 30 days, oldest first, every day present. */
  clicksByDay: z.array(clicksOnDaySchema),
  conversions: z.number().int(),
  earningsCents: z.number().int(),
});
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>;
export const affiliateLinksSchema = listOf(affiliateLinkSchema);

/** The month of GET /v3/affiliate/commissions (and its CSV), as the URL carries it. */
export const commissionsQuerySchema = z.object({
  month: z.coerce.number().int().min(1).max(12),
  year: z.coerce.number().int().min(2000).max(2100),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type CommissionsQuery = z.input<typeof commissionsQuerySchema>;

export const commissionSchema = z.object({
  id: z.string(),
  orderedAt: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  orderId: z.string(),
  orderCents: z.number().int(),
  commissionCents: z.number().int(),
  status: commissionStatusSchema,
  expectedPaymentDate: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type Commission = z.infer<typeof commissionSchema>;

/** An object of whole centavos, one member per key. */
const centsByKey = <K extends string>(keys: readonly K[]) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K, z.ZodNumber>);

/** The domain's `CommissionTotals` over the whole month: cents per status, `all` (every status but canceled) and `payable` (pending + approved). */
export const commissionTotalsSchema = centsByKey([...commissionStatuses, 'all', 'payable']);
export type CommissionTotalsWire = z.infer<typeof commissionTotalsSchema>;

export const commissionsPageSchema = numberedPageOf(commissionSchema).extend({
  month: z.number().int(),
  year: z.number().int(),
  totals: commissionTotalsSchema,
});
export type CommissionsPage = z.infer<typeof commissionsPageSchema>;
