import { normalizeCouponCode } from '@ma/domain';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { couponRedemptions, coupons, type CouponRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { applyCreditChange } from './credit-ledger.ts';

export interface Redemption {
  rewardType: CouponRow['rewardType'];
  rewardAmount: number;
  balance: number;
}

/** Whether `now` is inside the coupon's window (from inclusive, until exclusive). */
export function couponWindowState(coupon: Pick<CouponRow, 'validFrom' | 'validUntil'>, now: Date): 'valid' | 'not-yet-valid' | 'expired' {
  if (coupon.validFrom && now < coupon.validFrom) return 'not-yet-valid';
  if (coupon.validUntil && now >= coupon.validUntil) return 'expired';
  return 'valid';
}

/**
 * Redeems `code` for `userId` exactly once, all in one transaction: the redemption row (unique
 * per coupon and account: a concurrent second attempt waits for the first and then finds it),
 * the use count (moved under the coupon's row lock, only while below the cap) and the ledger
 * row. Any refusal rolls back everything before it.
 */
export async function redeemCoupon(db: Database, input: { userId: string; code: string; now: Date }): Promise<Redemption> {
  const code = normalizeCouponCode(input.code);
  return db.transaction(async (tx) => {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code));
    if (!coupon) throw apiError('COUPON_NOT_FOUND');
    const window = couponWindowState(coupon, input.now);
    if (window === 'not-yet-valid') throw apiError('COUPON_NOT_YET_VALID');
    if (window === 'expired') throw apiError('COUPON_EXPIRED');

    const [redemption] = await tx
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId: input.userId, redeemedAt: input.now })
      .onConflictDoNothing({ target: [couponRedemptions.couponId, couponRedemptions.userId] })
      .returning({ id: couponRedemptions.id });
    if (!redemption) throw apiError('COUPON_ALREADY_USED');

    const [counted] = await tx
      .update(coupons)
      .set({ redemptionCount: sql`${coupons.redemptionCount} + 1` })
      .where(and(eq(coupons.id, coupon.id), or(isNull(coupons.maxRedemptions), lt(coupons.redemptionCount, coupons.maxRedemptions))))
      .returning({ id: coupons.id });
    if (!counted) throw apiError('COUPON_EXHAUSTED');

    const applied = await applyCreditChange(tx, {
      userId: input.userId,
      kind: 'coupon',
      amount: coupon.rewardAmount,
      reason: `Cupom ${coupon.code}`,
      reference: `coupon:${coupon.id}`,
    });
    return { rewardType: coupon.rewardType, rewardAmount: coupon.rewardAmount, balance: applied.balance };
  });
}
