import { describe, expect, it } from 'vitest';
import { documentKind, formatCnpj, formatCpf, formatTaxId, isValidCnpj, isValidCpf, isValidTaxId, normalizeDocument } from './documents.ts';

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

describe('normalizeDocument', () => {
  it('drops punctuation and spaces and upper-cases letters', () => {
    expect(normalizeDocument(' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizeDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizeDocument('11 222 333 / 0001 – 81')).toBe('11222333000181');
  });

  it('keeps characters that are neither punctuation nor ASCII, so they fail validation', () => {
    // 'ß'.toUpperCase() is 'SS': a locale-aware upper-casing would turn it into valid characters.
    expect(normalizeDocument('12ßBC34501DE35')).toBe('12ßBC34501DE35');
    expect(normalizeDocument('529+982247-25')).toBe('529+98224725');
  });
});

describe('isValidCpf', () => {
  it.each(validCpfs)('accepts %s, formatted or bare', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(cpf.replace(/\D/g, ''))).toBe(true);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('529.982.247-52')).toBe(false);
  });

  it('refuses a digit changed in the body', () => {
    expect(isValidCpf('529.982.248-25')).toBe(false);
  });

  it.each(['000.000.000-00', '111.111.111-11', '999.999.999-99'])('refuses %s, one repeated digit (it passes the sums)', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('refuses other lengths, letters and CNPJs', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('52998224A25')).toBe(false);
    expect(isValidCpf('11.222.333/0001-81')).toBe(false);
    expect(isValidCpf('')).toBe(false);
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

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-53')).toBe(false);
  });

  it('refuses letters among the check digits', () => {
    expect(isValidCnpj('12.ABC.345/01DE-3A')).toBe(false);
    expect(isValidCnpj('12ABC34501DEA5')).toBe(false);
  });

  it.each(['00.000.000/0000-00', '11.111.111/1111-11', 'AA.AAA.AAA/AAAA-AA'])('refuses %s, one repeated character', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('refuses other lengths, other characters and CPFs', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('12ßBC34501DE35')).toBe(false);
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false);
    expect(isValidCnpj('529.982.247-25')).toBe(false);
  });
});

describe('documentKind', () => {
  it('tells a CPF from a CNPJ by shape, before the check digits are right', () => {
    expect(documentKind('52998224725')).toBe('cpf');
    expect(documentKind('52998224700')).toBe('cpf');
    expect(documentKind('11222333000181')).toBe('cnpj');
    expect(documentKind('12ABC34501DE35')).toBe('cnpj');
  });

  it('is null for anything else, including formatted or lower-case input', () => {
    expect(documentKind('529.982.247-25')).toBeNull();
    expect(documentKind('12abc34501de35')).toBeNull();
    expect(documentKind('12ABC34501DEAB')).toBeNull();
    expect(documentKind('123')).toBeNull();
    expect(documentKind('')).toBeNull();
  });
});

describe('isValidTaxId', () => {
  it('accepts valid CPFs and CNPJs, formatted or not', () => {
    for (const id of [...validCpfs, ...validCnpjs]) expect(isValidTaxId(id), id).toBe(true);
    expect(isValidTaxId('12abc34501de35')).toBe(true);
  });

  it('refuses invalid ones of either kind and other shapes', () => {
    expect(isValidTaxId('529.982.247-26')).toBe(false);
    expect(isValidTaxId('111.111.111-11')).toBe(false);
    expect(isValidTaxId('11.222.333/0001-82')).toBe(false);
    expect(isValidTaxId('12345')).toBe(false);
    expect(isValidTaxId('')).toBe(false);
  });
});

describe('formatCpf / formatCnpj / formatTaxId', () => {
  it('writes a CPF as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('writes a CNPJ as AA.AAA.AAA/AAAA-00, numeric or alphanumeric', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('returns input without the shape as given', () => {
    expect(formatCpf('123')).toBe('123');
    expect(formatCnpj('52998224725')).toBe('52998224725');
    expect(formatTaxId('abc')).toBe('abc');
  });

  it('formats by kind', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
  });
});
