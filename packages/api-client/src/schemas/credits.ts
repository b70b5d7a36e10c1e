import { COUPON_EMPTY_MESSAGE, COUPON_INVALID, couponRewardTypes, creditMovementKinds } from '@ma/domain';
import { z } from 'zod';
import { listOf } from './common.ts';
import { requiredText } from './text.ts';

export const creditBalanceSchema = z.object({ balance: z.number().int().nonnegative() });
export type CreditBalance = z.infer<typeof creditBalanceSchema>;

/** POST /v3/promotional-codes/use: the code is trimmed; an empty one is refused before any call. */
export const couponPayloadSchema = z.object({
  code: requiredText(64, COUPON_EMPTY_MESSAGE, { tooLong: COUPON_INVALID, withNul: COUPON_INVALID }),
});
export type CouponPayload = z.infer<typeof couponPayloadSchema>;

export const couponResultSchema = z.object({
  rewardType: z.enum(couponRewardTypes),
  rewardAmount: z.number().int().positive(),
});
export type CouponResult = z.infer<typeof couponResultSchema>;

export const creditMovementKindSchema = z.enum(creditMovementKinds);
export type CreditMovementKind = z.infer<typeof creditMovementKindSchema>;

/** One row of the credit history (GET /v3/credits/movements). */
export const creditMovementSchema = z.object({
  id: z.string(),
  kind: creditMovementKindSchema,
  /** Signed: positive adds credits, negative takes them. */
  amount: z.number().int(),
  /** pt-BR, written for the creator ('Cupom BEMVINDO10'). */
  reason: z.string(),
  /** The balance once this movement applied. */
  balanceAfter: z.number().int().nonnegative().optional(),
  /** ISO 8601 instant. */
  createdAt: z.string(),
});
export type CreditMovement = z.infer<typeof creditMovementSchema>;

/** The newest movements first, at most `limit` of them. */
export const creditMovementsSchema = listOf(creditMovementSchema);
export type CreditMovements = z.infer<typeof creditMovementsSchema>;

export const creditMovementsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Informe um número de 1 a 100.' })
    .int({ error: 'Informe um número de 1 a 100.' })
    .min(1, { error: 'Informe um número de 1 a 100.' })
    .max(100, { error: 'Informe um número de 1 a 100.' })
    .default(50),
});
export type CreditMovementsQuery = z.infer<typeof creditMovementsQuerySchema>;
