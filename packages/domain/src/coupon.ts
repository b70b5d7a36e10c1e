/**
 * Shown, without calling the server, when the coupon field is empty (docs/product/credits.md);
 * `couponPayloadSchema` (@ma/api-client) applies it.
 */
export const COUPON_EMPTY_MESSAGE = 'Por favor, insira um código de cupom';

/**
 * The form a coupon is stored and looked up in, so 'bemvindo10 ' redeems BEMVINDO10.
 * Locale-independent upper-casing keeps the lookup the same on every server.
 */
export const normalizeCouponCode = (raw: string): string => raw.trim().toUpperCase();
