import type { CouponResult } from '@ma/api-client/schemas';
import { formatCredits } from '@ma/domain';

/** The green line after a redemption: what the coupon gave. */
export const couponSuccessMessage = (result: CouponResult): string => `Cupom aplicado! Você ganhou ${formatCredits(result.rewardAmount)}.`;
