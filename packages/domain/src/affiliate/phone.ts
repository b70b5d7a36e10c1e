import { formatWhatsapp, normalizeWhatsapp, whatsappProblem } from '../media-kit/whatsapp.ts';

// One rule for a Brazilian number (docs/decisions/010-one-source-per-rule.md): the media kit's
// WhatsApp check already holds Anatel's area codes (DDD) and the mobile/landline shapes, so the
// affiliate's phone is checked by it rather than by a second copy of the list.

/**
 * A Brazilian phone or WhatsApp number in E.164 ('+5511987654321'), or null when it is not one:
 * the media kit's WhatsApp rule (Anatel's DDDs, mobile and landline shapes, +55, trunk '0').
 */
export const normalizeBrazilianPhone = (input: string): string | null => (whatsappProblem(input) === null ? normalizeWhatsapp(input) : null);

/** A normalized number that is a mobile (9 digits after the DDD), the only kind a PIX key can be. */
export const isBrazilianMobile = (e164: string): boolean => /^\+55\d{2}9\d{8}$/.test(e164);

/** '+5511987654321' -> '(11) 98765-4321'; '+551132345678' -> '(11) 3234-5678'. Anything else as given. */
export const formatBrazilianPhone = (e164: string): string => (normalizeBrazilianPhone(e164) === e164 ? formatWhatsapp(e164) : e164);

/**
 * A phone for display with its middle hidden, as a phone PIX key is shown: '(11) *****-4321', a
 * landline '(11) ****-5678'. What is not a normalized number shows as '***': nothing of it leaks.
 */
export function maskBrazilianPhone(e164: string): string {
  if (normalizeBrazilianPhone(e164) !== e164) return '***';
  return formatBrazilianPhone(e164).replace(/ (\d{4,5})-/, (_, middle: string) => ` ${'*'.repeat(middle.length)}-`);
}
