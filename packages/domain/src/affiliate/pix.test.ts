import { describe, expect, it } from 'vitest';
import { affiliateMessages } from './messages.ts';
import { isPixKeyType, maskPixKey, normalizePixKey, pixKeyProblem, pixKeyTypeLabels, pixKeyTypes } from './pix.ts';

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
  it('stores a CPF key as its digits, and refuses an invalid one or a CNPJ', () => {
    expect(normalizePixKey('cpf', ' 529.982.247-25 ')).toBe('52998224725');
    expect(normalizePixKey('cpf', '529.982.247-26')).toBeNull();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeNull();
    expect(normalizePixKey('cpf', '11.222.333/0001-81')).toBeNull();
  });

  it('stores a CNPJ key as its characters, alphanumeric ones upper-cased', () => {
    expect(normalizePixKey('cnpj', '11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizePixKey('cnpj', '12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalizePixKey('cnpj', '12.ABC.345/01DE-36')).toBeNull();
    expect(normalizePixKey('cnpj', '529.982.247-25')).toBeNull();
  });

  it('stores an e-mail key trimmed and in lower case', () => {
    expect(normalizePixKey('email', '  Ana.Souza+pix@Gmail.COM ')).toBe('ana.souza+pix@gmail.com');
    expect(normalizePixKey('email', 'joao_1@empresa.com.br')).toBe('joao_1@empresa.com.br');
    expect(normalizePixKey('email', 'x@sub-domain.example.org')).toBe('x@sub-domain.example.org');
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

  it('stores a phone key in E.164 and accepts mobiles only', () => {
    expect(normalizePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '+55 21 99876-5432')).toBe('+5521998765432');
    expect(normalizePixKey('phone', '(11) 3234-5678')).toBeNull();
    expect(normalizePixKey('phone', '(20) 98765-4321')).toBeNull();
    expect(normalizePixKey('phone', 'ana@gmail.com')).toBeNull();
  });

  it('stores a random key (EVP) as a lower-case UUID with hyphens', () => {
    expect(normalizePixKey('random', ' 123E4567-E89B-12D3-A456-426614174000 ')).toBe('123e4567-e89b-12d3-a456-426614174000');
    expect(normalizePixKey('random', '123e4567e89b12d3a456426614174000')).toBeNull();
    expect(normalizePixKey('random', '123e4567-e89b-12d3-a456-42661417400')).toBeNull();
    expect(normalizePixKey('random', '123e4567-e89b-12d3-a456-42661417400g')).toBeNull();
    expect(normalizePixKey('random', '{123e4567-e89b-12d3-a456-426614174000}')).toBeNull();
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
  it('shows the middle of a CPF only', () => {
    expect(maskPixKey('cpf', '12345678909')).toBe('***.456.789-**');
    expect(maskPixKey('cpf', '529.982.247-25')).toBe('***.982.247-**');
  });

  it('hides a CNPJ’s first characters and check digits', () => {
    expect(maskPixKey('cnpj', '11222333000181')).toBe('**.222.333/0001-**');
    expect(maskPixKey('cnpj', '12ABC34501DE35')).toBe('**.ABC.345/01DE-**');
  });

  it('keeps the first two characters of an e-mail and its domain', () => {
    expect(maskPixKey('email', 'ana.souza@gmail.com')).toBe('an***@gmail.com');
    expect(maskPixKey('email', 'ANA@GMAIL.COM')).toBe('an***@gmail.com');
  });

  it('keeps one character of a short e-mail local part, so it is never shown whole', () => {
    expect(maskPixKey('email', 'ab@gmail.com')).toBe('a***@gmail.com');
    expect(maskPixKey('email', 'a@gmail.com')).toBe('a***@gmail.com');
  });

  it('shows a phone’s DDD and last four digits', () => {
    expect(maskPixKey('phone', '+5511987654321')).toBe('(11) *****-4321');
  });

  it('shows a random key’s first 8 characters', () => {
    expect(maskPixKey('random', '123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567…');
  });

  it('shows nothing of a key that is not valid for its type', () => {
    expect(maskPixKey('cpf', '12345678900')).toBe('***');
    expect(maskPixKey('email', 'not an e-mail')).toBe('***');
    expect(maskPixKey('phone', '+551132345678')).toBe('***');
    expect(maskPixKey('random', 'secret-ish')).toBe('***');
  });
});
