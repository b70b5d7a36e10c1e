import { keysOf } from '../keys-of.ts';
import { formatCnpj, formatCpf, isValidCnpj, isValidCpf, normalizeDocument } from './documents.ts';
import { affiliateMessages } from './messages.ts';
import { isBrazilianMobile, maskBrazilianPhone, normalizeBrazilianPhone } from './phone.ts';

/** The kinds of PIX key the Banco Central's directory (DICT) holds; `random` is its EVP, a UUID. */
export const pixKeyTypeLabels = { cpf: 'CPF', cnpj: 'CNPJ', email: 'E-mail', phone: 'Telefone', random: 'Chave aleatória' };
export type PixKeyType = keyof typeof pixKeyTypeLabels;
export const pixKeyTypes = keysOf(pixKeyTypeLabels);

export const isPixKeyType = (value: unknown): value is PixKeyType => typeof value === 'string' && (pixKeyTypes as readonly string[]).includes(value);

/** The DICT refuses e-mail keys longer than this. */
export const PIX_EMAIL_MAX_LENGTH = 77;

// A sane address rather than RFC 5322's: one '@', no spaces or quotes, a local part of the
// characters the DICT accepts without dots at its ends or in a row, and a domain of
// hostname labels with a dot in it and a top-level label starting with a letter.
const emailShape =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const evpShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The canonical stored form of a PIX key of `type`, or null when `input` is not one. The same key
 * typed two ways is stored once: CPF and CNPJ as their normalized characters ('52998224725',
 * '12ABC34501DE35'), e-mail trimmed and lower-cased, phone in E.164 and a mobile only
 * ('+5511987654321', as the DICT keys phones), random key (EVP) as a lower-case UUID with hyphens.
 */
export function normalizePixKey(type: PixKeyType, input: string): string | null {
  const trimmed = input.trim();
  switch (type) {
    case 'cpf':
      return isValidCpf(trimmed) ? normalizeDocument(trimmed) : null;
    case 'cnpj':
      return isValidCnpj(trimmed) ? normalizeDocument(trimmed) : null;
    case 'email': {
      const email = trimmed.toLowerCase();
      return email.length <= PIX_EMAIL_MAX_LENGTH && emailShape.test(email) ? email : null;
    }
    case 'phone': {
      const phone = normalizeBrazilianPhone(trimmed);
      return phone !== null && isBrazilianMobile(phone) ? phone : null;
    }
    case 'random': {
      const evp = trimmed.toLowerCase();
      return evpShape.test(evp) ? evp : null;
    }
  }
}

/**
 * What is wrong with a PIX key typed for `type`, or null: empty, a landline for a phone key (the
 * DICT keys mobiles only), or not a key of that type.
 */
export function pixKeyProblem(type: PixKeyType, input: string): string | null {
  if (input.trim() === '') return affiliateMessages.pixKeyRequired;
  if (normalizePixKey(type, input) !== null) return null;
  if (type === 'phone' && normalizeBrazilianPhone(input) !== null) return affiliateMessages.pixPhoneMobileOnly;
  return affiliateMessages.pixKeyInvalid;
}

/**
 * A PIX key for display, its middle hidden the way banks show keys: CPF '***.456.789-**', CNPJ
 * '**.345.678/0001-**', e-mail 'an***@gmail.com', phone '(11) *****-4321', random key its first
 * 8 characters and '…'. A key that is not valid for `type` shows as '***': nothing of a
 * malformed value leaks.
 */
export function maskPixKey(type: PixKeyType, key: string): string {
  const normalized = normalizePixKey(type, key);
  if (normalized === null) return '***';
  switch (type) {
    case 'cpf':
      return `***${formatCpf(normalized).slice(3, -2)}**`;
    case 'cnpj':
      return `**${formatCnpj(normalized).slice(2, -2)}**`;
    case 'email': {
      const at = normalized.lastIndexOf('@');
      const local = normalized.slice(0, at);
      return `${local.slice(0, local.length > 2 ? 2 : 1)}***${normalized.slice(at)}`;
    }
    case 'phone':
      return maskBrazilianPhone(normalized);
    case 'random':
      return `${normalized.slice(0, 8)}…`;
  }
}
