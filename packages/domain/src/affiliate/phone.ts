import { formatWhatsapp, whatsappProblem } from '../media-kit/whatsapp.ts';

// One rule for a Brazilian number (docs/decisions/010-one-source-per-rule.md): the media kit's
// WhatsApp check already holds Anatel's area codes (DDD) and the mobile/landline shapes, so the
// affiliate's phone is checked by it rather than by a second copy of the list.

/**
 * A Brazilian phone or WhatsApp number in E.164 ('+5511987654321'), or null when it is not one.
 * Accepts the national number (DDD + number) with or without +55 or 55, a trunk '0' before the DDD,
 * spaces, parentheses, dots and dashes. The DDD must be one in use per Anatel; a mobile has 9 digits
 * starting with 9, a landline 8 starting with 2 to 5. A '+' must be followed by 55: '+1 ...' is a
 * foreign number, and '+55 98765-4321' (no DDD) is not read as DDD 55.
 */
export function normalizeBrazilianPhone(input: string): string | null {
  const trimmed = input.trim();
  // Digits and the punctuation people type; '+' only in front.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) {
    if (!digits.startsWith('55')) return null;
    digits = digits.slice(2);
  } else if (digits.length > 11 && digits.startsWith('55')) {
    digits = digits.slice(2);
  } else if (digits.length > 10 && digits.startsWith('0')) {
    // No DDD starts with 0, so a leading 0 can only be the trunk prefix ('011 98765-4321').
    digits = digits.slice(1);
  }
  return /^\d{10,11}$/.test(digits) && whatsappProblem(digits) === null ? `+55${digits}` : null;
}

/** A normalized number that is a mobile (9 digits after the DDD), the only kind a PIX key can be. */
export const isBrazilianMobile = (e164: string): boolean => /^\+55\d{2}9\d{8}$/.test(e164);

/** '+5511987654321' -> '(11) 98765-4321'; '+551132345678' -> '(11) 3234-5678'. Anything else as given. */
export const formatBrazilianPhone = (e164: string): string => (normalizeBrazilianPhone(e164) === e164 ? formatWhatsapp(e164) : e164);
