import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import {
  completeCnpj,
  documentKind,
  formatCnpj,
  formatCpf,
  formatTaxId,
  isValidCnpj,
  isValidCpf,
  isValidTaxId,
  normalizeDocument,
} from './documents.ts';

// Check digits computed by hand with the Receita's rule and cross-checked: 529.982.247-25 and
// 111.444.777-35 are the usual sample CPFs, 11.222.333/0001-81 the usual sample CNPJ,
// 00.000.000/0001-91 the Banco do Brasil's, 12.ABC.345/01DE-35 the Receita's alphanumeric sample.
const validCpfs = ['529.982.247-25', '111.444.777-35', '123.456.789-09', '987.654.321-00', '000.000.001-91'];
const validCnpjs = [
  '11.222.333/0001-81',
  '00.000.000/0001-91',
  '12.ABC.345/01DE-35',
  'A1.B2C.3D4/E5F6-68',
  'ZZ.ZZZ.ZZZ/0001-91',
  '9A.BCD.EFG/0001-00',
];

/** One test per row: `check` refuses the row's document, for the reason the row names. */
const itRefuses = (check: (document: string) => boolean, rows: ReadonlyArray<readonly [document: string, reason: string]>) =>
  it.each(rows)('refuses %j: %s', (document) => {
    expect(check(document)).toBe(false);
  });

describe('normalizeDocument', () => {
  itReturns('reads %j as %j', normalizeDocument, [
    // Punctuation and spaces go, letters are upper-cased.
    [' 529.982.247-25 ', '52998224725'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['11 222 333 / 0001 – 81', '11222333000181'],
    // Characters that are neither punctuation nor ASCII stay, so they fail validation:
    // 'ß'.toUpperCase() is 'SS', and a locale-aware upper-casing would turn it into valid characters.
    ['12ßBC34501DE35', '12ßBC34501DE35'],
    ['529+982247-25', '529+98224725'],
  ]);
});

describe('isValidCpf', () => {
  it.each(validCpfs)('accepts %s, formatted or bare', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(cpf.replace(/\D/g, ''))).toBe(true);
  });

  itRefuses(isValidCpf, [
    ['529.982.247-15', 'a wrong first check digit'],
    ['529.982.247-26', 'a wrong second check digit'],
    ['529.982.247-52', 'swapped check digits'],
    ['529.982.248-25', 'a digit changed in the body'],
    ['000.000.000-00', 'one repeated digit (it passes the sums)'],
    ['111.111.111-11', 'one repeated digit'],
    ['999.999.999-99', 'one repeated digit'],
    ['5299822472', 'too short'],
    ['529982247250', 'too long'],
    ['52998224A25', 'a letter'],
    ['11.222.333/0001-81', 'a CNPJ'],
    ['', 'nothing'],
  ]);
});

describe('completeCnpj', () => {
  it.each(validCnpjs)('gives %s its own check digits', (cnpj) => {
    const bare = normalizeDocument(cnpj);
    expect(completeCnpj(bare.slice(0, 12))).toBe(bare);
  });
});

describe('isValidCnpj', () => {
  it.each(validCnpjs)('accepts %s, formatted or bare', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(normalizeDocument(cnpj))).toBe(true);
  });

  it('accepts the alphanumeric CNPJ typed in lower case', () => {
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('weighs letters by their ASCII code minus 48, not as 10 to 35', () => {
    // With A = 10 the check digits of 12ABC34501DE would differ; only the Receita's values give 35.
    expect(isValidCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isValidCnpj('12.ABC.345/01DF-35')).toBe(false);
  });

  itRefuses(isValidCnpj, [
    ['11.222.333/0001-91', 'a wrong first check digit'],
    ['11.222.333/0001-82', 'a wrong second check digit'],
    ['12.ABC.345/01DE-53', 'swapped check digits'],
    ['12.ABC.345/01DE-3A', 'a letter among the check digits'],
    ['12ABC34501DEA5', 'a letter among the check digits'],
    ['00.000.000/0000-00', 'one repeated character'],
    ['11.111.111/1111-11', 'one repeated character'],
    ['AA.AAA.AAA/AAAA-AA', 'one repeated character'],
    ['1122233300018', 'too short'],
    ['112223330001811', 'too long'],
    ['12ßBC34501DE35', 'a character that is not ASCII'],
    ['12ÁBC34501DE35', 'a character that is not ASCII'],
    ['529.982.247-25', 'a CPF'],
  ]);
});

describe('documentKind', () => {
  itReturns('tells %j is %j', documentKind, [
    // By shape, before the check digits are right.
    ['52998224725', 'cpf'],
    ['52998224700', 'cpf'],
    ['11222333000181', 'cnpj'],
    ['12ABC34501DE35', 'cnpj'],
    // Anything else, including formatted or lower-case input.
    ['529.982.247-25', null],
    ['12abc34501de35', null],
    ['12ABC34501DEAB', null],
    ['123', null],
    ['', null],
  ]);
});

describe('isValidTaxId', () => {
  it.each([...validCpfs, ...validCnpjs, '12abc34501de35'])('accepts %s', (id) => {
    expect(isValidTaxId(id)).toBe(true);
  });

  it.each(['529.982.247-26', '111.111.111-11', '11.222.333/0001-82', '12345', ''])('refuses %j', (id) => {
    expect(isValidTaxId(id)).toBe(false);
  });
});

describe('formatCpf / formatCnpj / formatTaxId', () => {
  it.each([
    // A CPF as 000.000.000-00, a CNPJ as AA.AAA.AAA/AAAA-00, numeric or alphanumeric.
    [formatCpf, '52998224725', '529.982.247-25'],
    [formatCpf, '529.982.247-25', '529.982.247-25'],
    [formatCnpj, '11222333000181', '11.222.333/0001-81'],
    [formatCnpj, '12abc34501de35', '12.ABC.345/01DE-35'],
    // Input without the shape comes back as given.
    [formatCpf, '123', '123'],
    [formatCnpj, '52998224725', '52998224725'],
    [formatTaxId, 'abc', 'abc'],
    // By kind.
    [formatTaxId, '52998224725', '529.982.247-25'],
    [formatTaxId, '12ABC34501DE35', '12.ABC.345/01DE-35'],
  ])('%o writes %j as %j', (format, input, formatted) => {
    expect(format(input)).toBe(formatted);
  });
});
