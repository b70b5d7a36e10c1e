/**
 * A new Idempotency-Key for a paid request (docs/product/aira.md): made once per click of the
 * button that pays, and sent again when that same request is retried, so it is charged once.
 */
export const newIdempotencyKey = (): string => crypto.randomUUID().replaceAll('-', '');
