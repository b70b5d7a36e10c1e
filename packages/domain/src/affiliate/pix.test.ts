import { describe, expect, it } from 'vitest';
import { affiliateMessages } from './messages.ts';
import { isPixKeyType, maskPixKey, normalizePixKey, pixKeyProblem, pixKeyTypeLabels, pixKeyTypes, type PixKeyType } from './pix.ts';

describe('pixKeyTypes', () => {
  it('has a pt-BR label for every type', () => {
    expect(pixKeyTypes).toEqual(['cpf', 'cnpj', 'email', 'phone', 'random']);
    expect(pixKeyTypeLabels).toEqual({ cpf: 'CPF', cnpj: 'CNPJ', email: 'E-mail', phone: 'Telefone', random: 'Chave aleatória' });
  });

  it('narrows strings to the types only', () => {
    expect(isPixKeyType('email')).toBe(true);
    expect(isPixKeyType('evp')).toBe(false);
    expect(isPixKeyType('toString')).toBe(false);
    expect(isPixKeyType(undefined)).toBe(false);
  });
});

describe('normalizePixKey', () => {
  it.each<[PixKeyType, string, string | null]>([
    // A CPF is stored as its digits; an invalid one or a CNPJ is refused.
    ['cpf', ' 529.982.247-25 ', '52998224725'],
    ['cpf', '529.982.247-26', null],
    ['cpf', '111.111.111-11', null],
    ['cpf', '11.222.333/0001-81', null],
    // A CNPJ as its characters, alphanumeric ones upper-cased.
    ['cnpj', '11.222.333/0001-81', '11222333000181'],
    ['cnpj', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['cnpj', '12.ABC.345/01DE-36', null],
    ['cnpj', '529.982.247-25', null],
    // An e-mail trimmed and in lower case.
    ['email', '  Ana.Souza+pix@Gmail.COM ', 'ana.souza+pix@gmail.com'],
    ['email', 'joao_1@empresa.com.br', 'joao_1@empresa.com.br'],
    ['email', 'x@sub-domain.example.org', 'x@sub-domain.example.org'],
    // A phone in E.164, mobiles only.
    ['phone', '(11) 98765-4321', '+5511987654321'],
    ['phone', '+55 21 99876-5432', '+5521998765432'],
    ['phone', '(11) 3234-5678', null],
    ['phone', '(20) 98765-4321', null],
    ['phone', 'ana@gmail.com', null],
    // A random key (EVP) as a lower-case UUID with hyphens.
    ['random', ' 123E4567-E89B-12D3-A456-426614174000 ', '123e4567-e89b-12d3-a456-426614174000'],
    ['random', '123e4567e89b12d3a456426614174000', null],
    ['random', '123e4567-e89b-12d3-a456-42661417400', null],
    ['random', '123e4567-e89b-12d3-a456-42661417400g', null],
    ['random', '{123e4567-e89b-12d3-a456-426614174000}', null],
  ])('stores the %s %j as %j', (type, key, stored) => {
    expect(normalizePixKey(type, key)).toBe(stored);
  });

  it('accepts an e-mail of 77 characters and refuses 78, the DICT limit', () => {
    const domain = '@gmail.com';
    expect(normalizePixKey('email', `${'a'.repeat(77 - domain.length)}${domain}`)).toHaveLength(77);
    expect(normalizePixKey('email', `${'a'.repeat(78 - domain.length)}${domain}`)).toBeNull();
  });

  it.each([
    'ana',
    'ana@',
    '@gmail.com',
    'ana@gmail',
    'ana@@gmail.com',
    'ana@gm ail.com',
    'ana souza@gmail.com',
    '.ana@gmail.com',
    'ana.@gmail.com',
    'an..a@gmail.com',
    'ana@gmail..com',
    'ana@-gmail.com',
    'ana@gmail-.com',
    'ana@gmail.123',
    '"ana"@gmail.com',
    'ana@[127.0.0.1]',
    'ana@gmail.com.',
  ])('refuses the e-mail %s', (email) => {
    expect(normalizePixKey('email', email)).toBeNull();
  });

  it('refuses empty input for every type', () => {
    for (const type of pixKeyTypes) expect(normalizePixKey(type, '  '), type).toBeNull();
  });
});

describe('pixKeyProblem', () => {
  it('is null for a valid key', () => {
    expect(pixKeyProblem('cpf', '529.982.247-25')).toBeNull();
    expect(pixKeyProblem('phone', '11987654321')).toBeNull();
  });

  it('asks for the key when it is empty', () => {
    expect(pixKeyProblem('email', ' ')).toBe(affiliateMessages.pixKeyRequired);
  });

  it('says a phone key must be a mobile when a landline was typed', () => {
    expect(pixKeyProblem('phone', '(11) 3234-5678')).toBe(affiliateMessages.pixPhoneMobileOnly);
  });

  it('says the key does not fit its type otherwise', () => {
    expect(pixKeyProblem('phone', '(11) 1234')).toBe('Chave PIX inválida para o tipo selecionado.');
    expect(pixKeyProblem('cnpj', '529.982.247-25')).toBe(affiliateMessages.pixKeyInvalid);
  });
});

describe('maskPixKey', () => {
  it.each<[PixKeyType, string, string]>([
    // A CPF: its middle only.
    ['cpf', '12345678909', '***.456.789-**'],
    ['cpf', '529.982.247-25', '***.982.247-**'],
    // A CNPJ: its first characters and check digits hidden.
    ['cnpj', '11222333000181', '**.222.333/0001-**'],
    ['cnpj', '12ABC34501DE35', '**.ABC.345/01DE-**'],
    // An e-mail: the first two characters and the domain.
    ['email', 'ana.souza@gmail.com', 'an***@gmail.com'],
    ['email', 'ANA@GMAIL.COM', 'an***@gmail.com'],
    // A short local part keeps one character, so it is never shown whole.
    ['email', 'ab@gmail.com', 'a***@gmail.com'],
    ['email', 'a@gmail.com', 'a***@gmail.com'],
    // A phone: its DDD and last four digits.
    ['phone', '+5511987654321', '(11) *****-4321'],
    // A random key: its first 8 characters.
    ['random', '123e4567-e89b-12d3-a456-426614174000', '123e4567…'],
    // Nothing of a key that is not valid for its type.
    ['cpf', '12345678900', '***'],
    ['email', 'not an e-mail', '***'],
    ['phone', '+551132345678', '***'],
    ['random', 'secret-ish', '***'],
  ])('masks the %s %j as %j', (type, key, masked) => {
    expect(maskPixKey(type, key)).toBe(masked);
  });
});
