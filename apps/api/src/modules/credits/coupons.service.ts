import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { couponRedemptions, coupons, users, type CouponRow } from '../../db/schema.ts';
import { apiError, apiFieldError } from '../../lib/errors.ts';
import { readPage } from '../../lib/keyset.ts';
import { couponWindowState } from './coupon-redemption.ts';

// The coupons as operators make and read them: `cli coupons:create` and the back office's
// /v3/admin/coupons call these, so both follow the same rules.

export type CouponStatus = 'active' | 'scheduled' | 'exhausted' | 'expired';

/** Where a coupon stands at `now`: its window first, then its cap. */
export function couponStatus(coupon: CouponRow, now: Date): CouponStatus {
  const window = couponWindowState(coupon, now);
  if (window === 'expired') return 'expired';
  if (window === 'not-yet-valid') return 'scheduled';
  return coupon.maxRedemptions !== null && coupon.redemptionCount >= coupon.maxRedemptions ? 'exhausted' : 'active';
}

export interface NewCouponInput {
  /** Normalised (`normalizeCouponCode`). */
  code: string;
  amount: number;
  maxRedemptions: number | null;
  validFrom: Date | null;
  /** Exclusive. */
  validUntil: Date | null;
}

/**
 * A coupon worth `amount` credits, once per account: 409 COUPON_CODE_TAKEN for a code in use,
 * 422 COUPON_UNTIL_PAST for a window already over.
 */
export async function createCoupon(db: Database, input: NewCouponInput, now: Date): Promise<CouponRow> {
  if (input.validUntil && input.validUntil <= now) throw apiFieldError('COUPON_UNTIL_PAST', 'valid_until');
  try {
    const [coupon] = await db
      .insert(coupons)
      .values({
        code: input.code,
        rewardType: 'credits',
        rewardAmount: input.amount,
        maxRedemptions: input.maxRedemptions,
        validFrom: input.validFrom,
        validUntil: input.validUntil,
        createdAt: now,
      })
      .returning();
    if (!coupon) throw new Error('coupons insert returned no row');
    return coupon;
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_code_unique')) throw apiFieldError('COUPON_CODE_TAKEN', 'code');
    throw error;
  }
}

/**
 * Ends a coupon's window at `now` (its `valid_until`), so that no redemption succeeds after:
 * 404 COUPON_NOT_FOUND, 409 COUPON_ALREADY_EXPIRED. A coupon not yet valid loses its start too
 * (a window must start before it ends). Answers the coupon before and after.
 */
export async function expireCoupon(tx: Database, id: string, now: Date): Promise<{ before: CouponRow; after: CouponRow }> {
  // The row lock orders this after a redemption under way, which then counts.
  const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  if (!before) throw apiError('COUPON_NOT_FOUND');
  if (couponWindowState(before, now) === 'expired') throw apiError('COUPON_ALREADY_EXPIRED');
  const validFrom = before.validFrom && before.validFrom >= now ? null : before.validFrom;
  const [after] = await tx.update(coupons).set({ validFrom, validUntil: now }).where(eq(coupons.id, id)).returning();
  if (!after) throw new Error('coupons update returned no row');
  return { before, after };
}

export const COUPON_PAGE_SIZE = 50;

/** A page of the coupons, newest first (keyset over created_at and id; a malformed cursor is the first page). */
export async function listCouponPage(db: Database, cursor: string | undefined, pageSize = COUPON_PAGE_SIZE) {
  const { page, nextCursor } = await readPage(
    db.select().from(coupons).$dynamic(),
    { at: coupons.createdAt, id: coupons.id, index: 'asc' },
    { cursor, pageSize },
    (row) => ({ at: row.createdAt, id: row.id }),
  );
  return { items: page, nextCursor };
}

/**
 * A page of a coupon's redemptions, newest first, with the creator of each (keyset over
 * redeemed_at and id on coupon_redemptions_coupon_redeemed_idx). 404 for an unknown coupon.
 */
export async function listCouponRedemptions(db: Database, couponId: string, cursor: string | undefined, pageSize = COUPON_PAGE_SIZE) {
  const [coupon] = await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, couponId));
  if (!coupon) throw apiError('COUPON_NOT_FOUND');
  const r = couponRedemptions;
  const redemptions = db
    .select({ id: r.id, redeemedAt: r.redeemedAt, creator: { id: users.id, name: users.name, username: users.username, email: users.email } })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .$dynamic();
  const { page, nextCursor } = await readPage(
    redemptions,
    { at: r.redeemedAt, id: r.id, index: 'desc' },
    { filters: [eq(r.couponId, couponId)], cursor, pageSize },
    (row) => ({ at: row.redeemedAt, id: row.id }),
  );
  return { items: page, nextCursor };
}
