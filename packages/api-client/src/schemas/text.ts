/**
 * PostgreSQL text cannot hold NUL (U+0000) and nobody types one. A string the API looks up (a
 * coupon code, a niche, an address) is refused with it at the boundary instead of failing the
 * query with a 500; free text is cleaned where it is stored instead (kit-save.ts, proposals).
 */
export const hasNoNul = (text: string): boolean => !text.includes('\u0000');
