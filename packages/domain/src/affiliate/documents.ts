// Brazilian tax ids (CPF for people, CNPJ for companies), as an affiliate registers them and as a
// PIX key of those types is stored. Every function takes typed input: '529.982.247-25' and
// '52998224725' are the same CPF.

export type DocumentKind = 'cpf' | 'cnpj';

/**
 * The stored form of a tax id: punctuation and spaces removed, letters upper-cased
 * ('12.abc.345/01de-35' -> '12ABC34501DE35'). Only ASCII letters are upper-cased, so no locale
 * turns another character into a valid one ('ß' would otherwise become 'SS'); anything else
 * is kept and fails validation.
 */
export const normalizeDocument = (input: string): string => input.replace(/[\s\p{P}]/gu, '').replace(/[a-z]/g, (letter) => letter.toUpperCase());

const cpfShape = /^\d{11}$/;
// From July 2026 the Receita Federal issues alphanumeric CNPJs: 12 characters of [0-9A-Z], then two
// numeric check digits. Numeric CNPJs stay valid and are the same rule (a digit is a character).
const cnpjShape = /^[0-9A-Z]{12}\d{2}$/;

const CPF_WEIGHTS = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * The mod-11 check digit of `values` with the last `values.length` of `weights`: a remainder
 * below 2 gives 0, any other 11 minus the remainder. CPF and CNPJ share it.
 */
function checkDigit(values: readonly number[], weights: readonly number[]): number {
  const offset = weights.length - values.length;
  const sum = values.reduce((total, value, i) => total + value * (weights[offset + i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Both check digits of a body match; a body of one repeated character is refused (it passes the sums). */
function hasCheckDigits(document: string, weights: readonly number[]): boolean {
  if (/^(.)\1*$/.test(document)) return false;
  // Receita's rule: a character is worth its ASCII code minus 48 ('0' = 0, 'A' = 17).
  const values = [...document].map((char) => char.charCodeAt(0) - 48);
  const body = values.slice(0, -2);
  const first = checkDigit(body, weights);
  const second = checkDigit([...body, first], weights);
  return values.at(-2) === first && values.at(-1) === second;
}

/**
 * The CNPJ whose first 12 characters are `base`, with its two check digits ('112223330001' ->
 * '11222333000181'): how tests and demo data make a valid one that no one else has.
 */
export const completeCnpj = (base: string): string => {
  const body = normalizeDocument(base);
  const values = [...body].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values, CNPJ_WEIGHTS);
  return `${body}${first}${checkDigit([...values, first], CNPJ_WEIGHTS)}`;
};

/** A CPF with its 11 digits and both check digits right; 111.111.111-11 and the like are refused. */
export const isValidCpf = (input: string): boolean => {
  const cpf = normalizeDocument(input);
  return cpfShape.test(cpf) && hasCheckDigits(cpf, CPF_WEIGHTS);
};

/** A CNPJ, numeric ('11.222.333/0001-81') or alphanumeric ('12.ABC.345/01DE-35'), with both check digits right. */
export const isValidCnpj = (input: string): boolean => {
  const cnpj = normalizeDocument(input);
  return cnpjShape.test(cnpj) && hasCheckDigits(cnpj, CNPJ_WEIGHTS);
};

/**
 * Which tax id a normalized value looks like, by shape only (11 digits, or 14 characters ending in
 * two digits), so a form can say 'CPF' or 'CNPJ' before the check digits are right.
 */
export const documentKind = (normalized: string): DocumentKind | null => {
  if (cpfShape.test(normalized)) return 'cpf';
  if (cnpjShape.test(normalized)) return 'cnpj';
  return null;
};

/** A valid CPF or CNPJ, formatted or not: what the affiliate form accepts. */
export const isValidTaxId = (input: string): boolean => {
  const kind = documentKind(normalizeDocument(input));
  if (kind === 'cpf') return isValidCpf(input);
  return kind === 'cnpj' && isValidCnpj(input);
};

/** '52998224725' -> '529.982.247-25'. Input that is not 11 digits is returned as given. */
export const formatCpf = (input: string): string => {
  const cpf = normalizeDocument(input);
  return cpfShape.test(cpf) ? `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}` : input;
};

/** '12ABC34501DE35' -> '12.ABC.345/01DE-35'. Input without a CNPJ's shape is returned as given. */
export const formatCnpj = (input: string): string => {
  const cnpj = normalizeDocument(input);
  return cnpjShape.test(cnpj) ? `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}` : input;
};

/** A CPF or CNPJ with its own punctuation; anything else as given. */
export const formatTaxId = (input: string): string => {
  const kind = documentKind(normalizeDocument(input));
  if (kind === 'cpf') return formatCpf(input);
  return kind === 'cnpj' ? formatCnpj(input) : input;
};
