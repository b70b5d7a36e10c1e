/** What moved a balance: each change of a balance is one ledger row of one of these kinds. */
export const creditMovementKinds = ['grant', 'coupon', 'spend', 'refund', 'adjustment'] as const;
export type CreditMovementKind = (typeof creditMovementKinds)[number];

/** What a coupon gives. */
export const couponRewardTypes = ['credits'] as const;
export type CouponRewardType = (typeof couponRewardTypes)[number];
