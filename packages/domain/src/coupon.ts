import { COUPON_INVALID } from './ui-messages.ts';

/** Shown, without calling the server, when the coupon field is empty (docs/product/credits.md). */
export const COUPON_EMPTY_MESSAGE = 'Por favor, insira um código de cupom';

/** The outcome of checking a typed coupon code before sending it. */
export type CouponCodeCheck = { ok: true; code: string } | { ok: false; message: string };

/** Trims the typed code; an empty one is refused with the docs/product/credits.md message. */
export const validateCouponCode = (raw: string | null | undefined): CouponCodeCheck => {
  const code = (raw ?? '').trim();
  return code === '' ? { ok: false, message: COUPON_EMPTY_MESSAGE } : { ok: true, code };
};

/**
 * The form a coupon is stored and looked up in, so 'bemvindo10 ' redeems BEMVINDO10.
 * Locale-independent upper-casing keeps the lookup the same on every server.
 */
export const normalizeCouponCode = (raw: string): string => raw.trim().toUpperCase();

/** The message for a failed redemption: the server's detail when it sent one. */
export const couponErrorMessage = (serverDetail?: string | null): string =>
  serverDetail && serverDetail.trim() !== '' ? serverDetail : COUPON_INVALID;
