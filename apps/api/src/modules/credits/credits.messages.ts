import { formatCredits } from '@ma/domain';

/** The pt-BR details of the credits and coupons answers, each saying what went wrong. */
export const creditMessages = {
  insufficientCredits: (balance: number, required: number) =>
    `Créditos insuficientes: você tem ${formatCredits(balance)} e esta ação precisa de ${formatCredits(required)}.`,
  couponNotFound: 'Cupom não encontrado. Confira o código e tente de novo.',
  couponExpired: 'Este cupom expirou.',
  couponNotYetValid: 'Este cupom ainda não está valendo.',
  couponExhausted: 'Este cupom esgotou.',
  couponAlreadyUsed: 'Você já usou este cupom.',
  tooManyCouponAttempts: (minutes: number) =>
    `Muitas tentativas com cupons inválidos. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
} as const;

/** Machine-readable `code`s beside those details. */
export const creditErrorCodes = {
  insufficientCredits: 'INSUFFICIENT_CREDITS',
  couponNotFound: 'COUPON_NOT_FOUND',
  couponExpired: 'COUPON_EXPIRED',
  couponNotYetValid: 'COUPON_NOT_YET_VALID',
  couponExhausted: 'COUPON_EXHAUSTED',
  couponAlreadyUsed: 'COUPON_ALREADY_USED',
} as const;
