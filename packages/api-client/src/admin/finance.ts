import { isCommissionRate, normalizeBrandDomain } from '@ma/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import { cursorPageOf, listOf } from '../schemas/common.ts';
import { operatorReasonSchema, revealedSchema } from './creators.ts';
import {
  affiliateBrandIdSchema,
  affiliateBrandSchema,
  affiliateProfileSchema,
  commissionSchema,
  commissionStatusSchema,
} from '../schemas/affiliate.ts';
import { filledText } from '../schemas/text.ts';

// The back office's Marcas e comissões (docs/product/backoffice.md): the affiliate program's
// brands, its commissions by status and the creators' PIX payouts. Money in centavos.

/** A brand as operators see it: the creators' view, plus whether it takes part and when it changed. */
export const adminBrandSchema = affiliateBrandSchema.extend({ active: z.boolean(), createdAt: z.string(), updatedAt: z.string() });
export type AdminBrand = z.infer<typeof adminBrandSchema>;

/** GET /v3/admin/affiliate-brands: every brand, by name. */
export const adminBrandListSchema = listOf(adminBrandSchema);
export type AdminBrandList = z.infer<typeof adminBrandListSchema>;

const optionalUrl = (protocol: RegExp, error: string) =>
  z
    .string()
    .trim()
    .max(2000, { error })
    .refine((value) => value === '' || z.url({ protocol }).safeParse(value).success, { error });

/** What an operator sets of a brand (the same rules as `cli affiliate:brands`' file). */
const brandFields = {
  name: filledText(120, 'Informe o nome.', { tooLong: 'O nome pode ter no máximo 120 caracteres.' }),
  /** A percentage with up to 2 decimals (12.5 is 12,5 %); the API keeps basis points. */
  commissionPercent: z
    .number({ error: 'Informe a comissão.' })
    .refine((percent) => isCommissionRate(Math.round(percent * 100)) && Math.abs(Math.round(percent * 100) - percent * 100) < 1e-6, {
      error: 'Use de 0,01% a 100%, com até 2 casas decimais.',
    }),
  cookieDays: z.number({ error: 'Informe os dias.' }).int().min(1, { error: 'De 1 a 365 dias.' }).max(365, { error: 'De 1 a 365 dias.' }),
  holdingDays: z.number({ error: 'Informe os dias.' }).int().min(0, { error: 'De 0 a 365 dias.' }).max(365, { error: 'De 0 a 365 dias.' }),
  domain: z
    .string({ error: 'Informe o domínio.' })
    .trim()
    .max(253, { error: 'Domínio inválido.' })
    .refine((domain) => normalizeBrandDomain(domain) !== null, { error: 'Domínio inválido (ex.: loja.com.br).' }),
  /** Empty: none. */
  logoUrl: optionalUrl(/^https$/, 'Use um endereço https://.'),
  /** Empty: https://{domain}/. */
  homepageUrl: optionalUrl(/^https?$/, 'Use um endereço http:// ou https://.'),
  active: z.boolean(),
};

/** POST /v3/admin/affiliate-brands. */
const brandIdMessage = 'Use de 2 a 63 letras minúsculas, números e hífens (sem hífen no início).';
export const newBrandPayloadSchema = z.object({
  id: z.string({ error: brandIdMessage }).refine((id) => affiliateBrandIdSchema.safeParse(id).success, { error: brandIdMessage }),
  ...brandFields,
});
export type NewBrandPayload = z.input<typeof newBrandPayloadSchema>;
export type NewBrand = z.output<typeof newBrandPayloadSchema>;

/** PATCH /v3/admin/affiliate-brands/{id}: any of the fields (`{active: false}` takes a brand out). */
export const brandChangePayloadSchema = z.object(brandFields).partial();
export type BrandChangePayload = z.input<typeof brandChangePayloadSchema>;
export type BrandChange = z.output<typeof brandChangePayloadSchema>;

/** POST /v3/admin/affiliate-brands (201): the brand and its webhook secret, shown this once. */
export const brandWithSecretSchema = z.object({ brand: adminBrandSchema, webhookSecret: z.string() });
export type BrandWithSecret = z.infer<typeof brandWithSecretSchema>;

/** POST /v3/admin/affiliate-brands/{id}/webhook-secret: the new secret, shown this once (the old one stops working). */
export const webhookSecretSchema = z.object({ webhookSecret: z.string() });
export type WebhookSecret = z.infer<typeof webhookSecretSchema>;

/** GET /v3/admin/commissions' filters: a status (approved by default), a brand, a creator; `cursor` is the last page's `nextCursor`. */
export const adminCommissionsQuerySchema = z.object({
  status: commissionStatusSchema.default('approved'),
  brandId: z.string().max(63).optional(),
  userId: z.string().max(64).optional(),
  cursor: z.string().max(200).optional(),
});
export type AdminCommissionsQuery = z.input<typeof adminCommissionsQuerySchema>;

/** A commission with its creator. */
export const adminCommissionSchema = commissionSchema.omit({ expectedPaymentDate: true }).extend({
  rateBp: z.number().int(),
  approvesAt: z.string(),
  creator: z.object({ userId: z.string(), fullName: z.string().nullable(), email: z.string().nullable() }),
});
export type AdminCommission = z.infer<typeof adminCommissionSchema>;

/** GET /v3/admin/commissions: newest order first, 50 a page; `nextCursor` null on the last. */
export const adminCommissionPageSchema = cursorPageOf(adminCommissionSchema);
export type AdminCommissionPage = z.infer<typeof adminCommissionPageSchema>;

/** What a creator is due: her approved commissions not yet paid, and the name and PIX key (masked) of her registration to pay them to. */
export const duePayoutSchema = affiliateProfileSchema.pick({ fullName: true, pixKeyType: true, pixKeyMasked: true }).extend({
  userId: z.string(),
  email: z.string().nullable(),
  commissionCount: z.number().int(),
  amountCents: z.number().int(),
});
export type DuePayout = z.infer<typeof duePayoutSchema>;

/** GET /v3/admin/payouts/due: every creator with something due, by name, and the sum. */
export const duePayoutListSchema = z.object({ items: z.array(duePayoutSchema), totalCents: z.number().int() });
export type DuePayoutList = z.infer<typeof duePayoutListSchema>;

/** The bank's id of a PIX transfer (its end-to-end id, E + 31 letters and digits, or the bank's receipt number). */
export const pixTransactionIdSchema = filledText(100, 'Informe o identificador da transação PIX.', {
  tooLong: 'O identificador pode ter no máximo 100 caracteres.',
}).regex(/^[A-Za-z0-9._/-]+$/, { error: 'Use só letras, números e . _ / -.' });

/** POST /v3/admin/payouts/batches: each creator paid, with the amount transferred and the transfer's id. */
export const payoutBatchPayloadSchema = z.object({
  items: z
    .array(z.object({ userId: z.string().max(64), amountCents: z.number().int().min(1), reference: pixTransactionIdSchema }))
    .min(1, { error: 'Escolha ao menos uma pessoa.' })
    .max(500, { error: 'No máximo 500 pagamentos por lote.' })
    .refine((items) => new Set(items.map((item) => item.userId)).size === items.length, { error: 'Uma pessoa aparece duas vezes no lote.' }),
});
export type PayoutBatchPayload = z.input<typeof payoutBatchPayloadSchema>;
export type PayoutBatchOrders = z.output<typeof payoutBatchPayloadSchema>;

/** A batch of payouts marked paid together. */
export const payoutBatchSchema = z.object({ id: z.string(), paidAt: z.string(), payoutCount: z.number().int(), totalCents: z.number().int() });
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

/** GET /v3/admin/payouts/batches: newest first, 20 a page. */
export const payoutBatchPageSchema = cursorPageOf(payoutBatchSchema);
export type PayoutBatchPage = z.infer<typeof payoutBatchPageSchema>;

const brandPath = (id: string) => `/v3/admin/affiliate-brands/${encodeURIComponent(id)}`;

/** Every affiliate brand (admin, finance). */
export const listAdminBrands = (api: ApiClient) => api.request('get', '/v3/admin/affiliate-brands', { schema: adminBrandListSchema });

/** A new brand; its webhook secret comes back this once. */
export const createAdminBrand = (api: ApiClient, payload: NewBrandPayload) =>
  api.request('post', '/v3/admin/affiliate-brands', { json: payload, schema: brandWithSecretSchema });

/** Changes a brand's fields, or activates or deactivates it. */
export const changeAdminBrand = (api: ApiClient, id: string, payload: BrandChangePayload) =>
  api.request('patch', brandPath(id), { json: payload, schema: adminBrandSchema });

/** Draws a brand's new webhook secret (shown once; the old one stops working). */
export const rotateBrandWebhookSecret = (api: ApiClient, id: string) =>
  api.request('post', `${brandPath(id)}/webhook-secret`, { schema: webhookSecretSchema });

/** A page of commissions of a status. */
export function listAdminCommissions(api: ApiClient, query: AdminCommissionsQuery = {}) {
  const { status, brandId, userId, cursor } = adminCommissionsQuerySchema.parse(query);
  const searchParams = searchParamsOf({ status, brandId, userId, cursor });
  return api.request('get', '/v3/admin/commissions', { searchParams, schema: adminCommissionPageSchema });
}

/** What each creator is due. */
export const listDuePayouts = (api: ApiClient) => api.request('get', '/v3/admin/payouts/due', { schema: duePayoutListSchema });

/** Marks a batch paid: each creator's payout_made notification follows. */
export const payPayoutBatch = (api: ApiClient, payload: PayoutBatchPayload) =>
  api.request('post', '/v3/admin/payouts/batches', { json: payload, schema: payoutBatchSchema });

/** A page of the batches paid, newest first. */
export const listPayoutBatches = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/admin/payouts/batches', { ...(cursor ? { searchParams: { cursor } } : {}), schema: payoutBatchPageSchema });

/** The address of a batch's CSV (a download the browser makes with the session's cookie). */
export const payoutBatchCsvPath = (batchId: string) => `/v3/admin/payouts/batches/${encodeURIComponent(batchId)}/csv`;

/** POST /v3/admin/payouts/{user_id}/pix-key: a creator's full PIX key, to make the transfer; the reason goes to the audit log. */
export const pixKeyRevealPayloadSchema = z.object({ reason: operatorReasonSchema });
export type PixKeyRevealPayload = z.infer<typeof pixKeyRevealPayloadSchema>;

/** A creator's full PIX key (finance), read with a reason the audit log keeps. */
export const revealPayoutPixKey = (api: ApiClient, userId: string, payload: PixKeyRevealPayload) =>
  api.request('post', `/v3/admin/payouts/${encodeURIComponent(userId)}/pix-key`, { json: payload, schema: revealedSchema });
