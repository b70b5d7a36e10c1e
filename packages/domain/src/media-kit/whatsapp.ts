/** Brazilian area codes (DDD) in use, per Anatel. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48, 49, 51, 53, 54, 55, 61, 62, 63,
  64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

export const WHATSAPP_INVALID = 'Informe um WhatsApp com DDD, por exemplo (11) 98765-4321.';
export const WHATSAPP_AREA_CODE = 'Este DDD não existe. Confira o número.';

/**
 * The national digits (DDD + number) of a typed Brazilian number, or null when it cannot be one.
 * With or without +55 or 55, a trunk '0' before the DDD, spaces, parentheses, dots and dashes. A
 * '+' must be followed by 55: '+1 ...' is a foreign number, and '+55 98765-4321' (no DDD) is not
 * read as DDD 55.
 */
function nationalDigits(input: string): string | null {
  const trimmed = input.trim();
  // Digits and the punctuation people type; '+' only in front.
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.startsWith('55') ? digits.slice(2) : null;
  if (digits.length > 11 && digits.startsWith('55')) return digits.slice(2);
  // No DDD starts with 0, so a leading 0 can only be the trunk prefix ('011 98765-4321').
  if (digits.length > 10 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/**
 * What is wrong with a Brazilian WhatsApp number, or null. A mobile (DDD + 9 + 8 digits) or a
 * landline (DDD + 8 digits starting 2 to 5, as WhatsApp Business allows), with or without +55
 * and any punctuation.
 */
export function whatsappProblem(input: string): string | null {
  const digits = nationalDigits(input);
  if (digits === null || !/^\d{10,11}$/.test(digits)) return WHATSAPP_INVALID;
  if (!AREA_CODES.has(Number(digits.slice(0, 2)))) return WHATSAPP_AREA_CODE;
  const subscriber = digits.slice(2);
  const valid = subscriber.length === 9 ? subscriber.startsWith('9') : /^[2-5]/.test(subscriber);
  return valid ? null : WHATSAPP_INVALID;
}

/** The stored form of a valid number: E.164, '+5511987654321'. */
export const normalizeWhatsapp = (input: string): string => `+55${nationalDigits(input) ?? ''}`;

/** '+5511987654321' -> '(11) 98765-4321'. */
export function formatWhatsapp(e164: string): string {
  const digits = nationalDigits(e164) ?? e164;
  const split = digits.length - 4;
  return `(${digits.slice(0, 2)}) ${digits.slice(2, split)}-${digits.slice(split)}`;
}

/** The link that opens a chat with the number in the WhatsApp app, with a first message typed in. */
export const whatsappLink = (e164: string, message?: string): string =>
  `https://wa.me/${e164.replace(/\D/g, '')}${message ? `?text=${encodeURIComponent(message)}` : ''}`;
