import { isCalendarDay, normalizeCouponCode } from '@ma/domain';
import { z } from 'zod';
import type { ApiClient } from '../client/create-client.ts';
import { searchParamsOf } from '../client/search-params.ts';
import { cursorPageOf } from '../schemas/common.ts';
import { filledText } from '../schemas/text.ts';

// The back office's coupons (docs/product/backoffice.md, "Cupons"): camelCase here, snake_case on
// the wire. A coupon is what `cli coupons:create` makes: credits, once per account, an optional
// cap on uses and an optional window of days (São Paulo time).

/** Where a coupon stands now: redeemable, not yet valid, out of uses, or past its window. */
export const couponStatuses = ['active', 'scheduled', 'exhausted', 'expired'] as const;
export const couponStatusSchema = z.enum(couponStatuses);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** A coupon in the back office's list. */
export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  /** Credits each redemption grants. */
  rewardAmount: z.number().int(),
  /** Null: unlimited. */
  maxRedemptions: z.number().int().nullable(),
  redemptionCount: z.number().int(),
  /** Null: since it was created. */
  validFrom: z.string().nullable(),
  /** Exclusive; null: never expires. */
  validUntil: z.string().nullable(),
  createdAt: z.string(),
  status: couponStatusSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

/** GET /v3/admin/coupons: newest first, 50 a page; `nextCursor` null on the last page. */
export const adminCouponPageSchema = cursorPageOf(adminCouponSchema);
export type AdminCouponPage = z.infer<typeof adminCouponPageSchema>;

/** An optional calendar day (AAAA-MM-DD); the form's empty text is none. */
const optionalDay = (error: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isCalendarDay(value), { error })
    .transform((value) => value || undefined)
    .optional();

/** POST /v3/admin/coupons: the same rules as `cli coupons:create`. */
export const newCouponPayloadSchema = z
  .object({
    code: filledText(64, 'Informe o código.', { tooLong: 'O código pode ter no máximo 64 caracteres.' })
      .transform(normalizeCouponCode)
      .pipe(z.string().regex(/^[A-Z0-9_-]+$/, { error: 'Use só letras sem acento, números, - e _.' })),
    amount: z
      .number({ error: 'Informe quantos créditos o cupom dá.' })
      .int({ error: 'Informe um número inteiro de créditos.' })
      .min(1, { error: 'O cupom dá ao menos 1 crédito.' })
      .max(1_000_000, { error: 'No máximo 1.000.000 de créditos.' }),
    /** Uses in all; empty or null: unlimited. */
    maxRedemptions: z
      .union([
        z.literal(''),
        z.null(),
        z
          .number()
          .int({ error: 'Informe um número inteiro de usos.' })
          .min(1, { error: 'Ao menos 1 uso.' })
          .max(10_000_000, { error: 'No máximo 10.000.000 de usos.' }),
      ])
      .transform((value) => (value === '' ? null : value))
      .optional(),
    /** First valid day (from its start); none: from now. */
    validFrom: optionalDay('Data inicial inválida.'),
    /** Last valid day (to its end); none: never expires. */
    validUntil: optionalDay('Data final inválida.'),
  })
  .refine((coupon) => !coupon.validFrom || !coupon.validUntil || coupon.validFrom <= coupon.validUntil, {
    error: 'A data final precisa ser depois da inicial.',
    path: ['validUntil'],
  });
export type NewCouponPayload = z.input<typeof newCouponPayloadSchema>;
export type NewCoupon = z.output<typeof newCouponPayloadSchema>;

/** Who redeemed a coupon, and when. */
export const couponRedemptionSchema = z.object({
  id: z.string(),
  redeemedAt: z.string(),
  creator: z.object({ id: z.string(), name: z.string(), username: z.string(), email: z.string().nullable() }),
});
export type CouponRedemption = z.infer<typeof couponRedemptionSchema>;

/** GET /v3/admin/coupons/{id}/redemptions: newest first, 50 a page. */
export const couponRedemptionPageSchema = cursorPageOf(couponRedemptionSchema);
export type CouponRedemptionPage = z.infer<typeof couponRedemptionPageSchema>;

const couponPath = (id: string) => `/v3/admin/coupons/${encodeURIComponent(id)}`;

/** A page of the coupons, newest first (admin, support). */
export const listAdminCoupons = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/admin/coupons', { searchParams: searchParamsOf({ cursor }), schema: adminCouponPageSchema });

/** A new coupon (admin, support). */
export const createAdminCoupon = (api: ApiClient, payload: NewCoupon) =>
  api.request('post', '/v3/admin/coupons', { json: payload, schema: adminCouponSchema });

/** A page of a coupon's redemptions, newest first (admin, support). */
export const listCouponRedemptions = (api: ApiClient, id: string, cursor?: string) =>
  api.request('get', `${couponPath(id)}/redemptions`, { searchParams: searchParamsOf({ cursor }), schema: couponRedemptionPageSchema });

/** Ends a coupon's window now: it can no longer be redeemed (admin, support). */
export const expireAdminCoupon = (api: ApiClient, id: string) => api.request('post', `${couponPath(id)}/expire`, { schema: adminCouponSchema });
