import { formatBrazilianPhone, formatTaxId, normalizeBrazilianPhone, type PixKeyType } from '@ma/domain';

// What a field shows once the creator leaves it: the value in its usual punctuation, so they can
// check it at a glance. Only a value the rules accept is rewritten; anything else stays as typed,
// for the schema's message to point at.

/** '52998224725' -> '529.982.247-25' (a CNPJ gets its own punctuation). */
export const tidyTaxId = (input: string): string => formatTaxId(input.trim());

/** '11987654321' -> '(11) 98765-4321'. */
export const tidyPhone = (input: string): string => {
  const e164 = normalizeBrazilianPhone(input);
  return e164 === null ? input : formatBrazilianPhone(e164);
};

/** A PIX key as its type is written: CPF and CNPJ punctuated, a phone as '(11) 98765-4321'. */
export function tidyPixKey(type: PixKeyType | null | undefined, input: string): string {
  if (type === 'cpf' || type === 'cnpj') return tidyTaxId(input);
  if (type === 'phone') return tidyPhone(input);
  return input.trim();
}

/** An example of each kind of key, as the key field's placeholder. */
export const pixKeyPlaceholders: Record<PixKeyType, string> = {
  cpf: '000.000.000-00',
  cnpj: '00.000.000/0000-00',
  email: 'voce@exemplo.com',
  phone: '(11) 98765-4321',
  random: '123e4567-e89b-12d3-a456-426614174000',
};
