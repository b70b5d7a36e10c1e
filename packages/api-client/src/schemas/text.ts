import { z } from 'zod';

/**
 * PostgreSQL text cannot hold NUL (U+0000) and nobody types one. A string the API looks up (a
 * coupon code, a niche, an address) is refused with it at the boundary instead of failing the
 * query with a 500; free text is cleaned where it is stored instead (kit-save.ts, proposals).
 */
export const hasNoNul = (text: string): boolean => !text.includes('\u0000');

/**
 * A text the person must fill in, trimmed, of at most `max` characters: `required` when it is
 * missing or blank, and also when it is too long unless that has a message of its own.
 */
export const filledText = (max: number, required: string, { tooLong = required }: { tooLong?: string } = {}) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

/**
 * A `filledText` that holds no NUL: `required` when it does too, unless that has a message of its own.
 */
export const requiredText = (
  max: number,
  required: string,
  { tooLong = required, withNul = required }: { tooLong?: string; withNul?: string } = {},
) => filledText(max, required, { tooLong }).refine(hasNoNul, { error: withNul });
