import { isApiError } from '@ma/api-client';
import type { CouponResult } from '@ma/api-client/schemas';
import { couponErrorMessage, formatCredits } from '@ma/domain';

/** The green line after a redemption: what the coupon gave. */
export const couponSuccessMessage = (result: CouponResult): string =>
  `Cupom aplicado! Você ganhou ${formatCredits(result.rewardAmount)}.`;

/**
 * The red line after a failed redemption (SPEC.md section 8): the server's detail or message
 * ('Este cupom expirou.'), else 'Código de cupom inválido ou expirado'.
 */
export const couponFailureMessage = (error: unknown): string =>
  couponErrorMessage(isApiError(error) && error.hasServerMessage ? error.message : undefined);
