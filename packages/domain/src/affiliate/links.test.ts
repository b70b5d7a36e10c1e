import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import {
  DEFAULT_COOKIE_DAYS,
  isAllowedDestination,
  isLinkCode,
  LINK_CODE_ALPHABET,
  LINK_CODE_LENGTH,
  normalizeBrandDomain,
  trackedDestination,
} from './links.ts';

describe('link codes', () => {
  it('are 8 characters of an alphabet without look-alikes', () => {
    expect(LINK_CODE_LENGTH).toBe(8);
    expect(LINK_CODE_ALPHABET).toHaveLength(31);
    for (const lookAlike of ['0', '1', 'i', 'l', 'o']) expect(LINK_CODE_ALPHABET).not.toContain(lookAlike);
    expect(DEFAULT_COOKIE_DAYS).toBe(30);
  });

  it.each(['ab23cd45', 'zzzzzzzz', '23456789'])('accepts %j, of the alphabet and length', (code) => {
    expect(isLinkCode(code)).toBe(true);
  });

  it.each(['ab23cd4', 'ab23cd456', 'ab23cd40', 'ab23cd4l', 'ab23cd4o', 'ab23cd4i', 'ab23cd41', 'AB23CD45', 'ab23-d45', 'ab23cd45\n', ''])(
    'refuses %j: another length, a look-alike, upper case or another character',
    (code) => {
      expect(isLinkCode(code)).toBe(false);
    },
  );
});

describe('normalizeBrandDomain', () => {
  itReturns('reads %j as %j', normalizeBrandDomain, [
    // Lower-cased, IDNs in punycode.
    [' Brand.COM ', 'brand.com'],
    ['mãe.com.br', 'xn--me-sia.com.br'],
    ['localhost', 'localhost'],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '[::1]'],
  ]);

  it('refuses anything but a bare host with a dot', () => {
    for (const domain of [
      '',
      'com',
      'https://brand.com',
      'brand.com/',
      'brand.com:443',
      'user@brand.com',
      'brand.com.',
      'bra nd.com',
      'brand%2Ecom',
    ]) {
      expect(normalizeBrandDomain(domain), domain).toBeNull();
    }
  });
});

describe('isAllowedDestination', () => {
  const allowed = (url: string, domain = 'brand.com') => isAllowedDestination(url, domain);

  it.each([
    // https pages of the brand's domain and its subdomains.
    ['https://brand.com', 'brand.com'],
    ['https://brand.com/produtos/tenis?cor=azul#avaliacoes', 'brand.com'],
    ['https://www.brand.com/', 'brand.com'],
    ['https://loja.sp.brand.com/x', 'brand.com'],
    ['https://brand.com:8443/x', 'brand.com'],
    // Hosts compared without regard to case.
    ['HTTPS://BRAND.COM/Produto', 'brand.com'],
    ['https://brand.com/', 'BRAND.com'],
    // IDNs matched through punycode.
    ['https://mãe.com.br/colecao', 'mãe.com.br'],
    ['https://xn--me-sia.com.br/colecao', 'mãe.com.br'],
    // Plain http only for localhost and IPs, for tests.
    ['http://localhost:5173/p', 'localhost'],
    ['http://127.0.0.1:3000/p', '127.0.0.1'],
    ['http://[::1]:3000/p', '[::1]'],
    ['http://shop.localhost/p', 'localhost'],
  ])('accepts %j for %j', (url, domain) => {
    expect(allowed(url, domain)).toBe(true);
  });

  it.each([
    'https://brand.com.evil.com',
    'https://brand.com.evil.com/brand.com',
    'https://evil.com/?x=brand.com',
    'https://evil.com/brand.com',
    'https://evil.com#brand.com',
    'https://evilbrand.com',
    'https://brand.co',
    'https://brand.com@evil.com',
    'https://brand.com:pass@evil.com',
    'https://user@brand.com/',
    'https://evil.com%2F@brand.com',
    'https://brand.com%2F.evil.com',
    'https://evil.com%2Fbrand.com',
    'https://evil.com\\@brand.com',
    'https://brand.com\\@evil.com',
    'https:/\\evil.com',
    'https:evil.com',
    'https:brand.com/x', // parsed as https://brand.com/x, but not how a link is written
    'https:/brand.com/x',
    'javascript:alert(document.domain)//brand.com',
    'JavaScript://brand.com/%0Aalert(1)',
    'data:text/html,brand.com',
    '//evil.com',
    '//brand.com',
    '/produtos',
    'brand.com/produtos',
    'ftp://brand.com/',
    'http://brand.com/',
    'https://brand.com./',
    'https://brаnd.com/', // Cyrillic 'а': another domain in punycode
    ' https://brand.com/',
    'https://brand.com/\n',
    'https://bra\tnd.com/',
    '',
  ])('refuses %j', (url) => {
    expect(allowed(url)).toBe(false);
  });

  it.each([
    ['https://mae.com.br/colecao', 'mãe.com.br', 'an IDN spelled without its accent'],
    ['http://localhost.evil.com/p', 'localhost', 'plain http to a host that only starts like localhost'],
    ['http://1.127.0.0.1/p', '127.0.0.1', 'plain http to a host that only ends like the IP'],
    ['https://brand.com/', 'https://brand.com', 'a brand domain that is not a bare host'],
    ['https://anything.com/', 'com', 'a brand domain that is not a bare host'],
  ])('refuses %j for %j: %s', (url, domain) => {
    expect(allowed(url, domain)).toBe(false);
  });

  it('refuses a destination too long to store', () => {
    expect(allowed(`https://brand.com/${'a'.repeat(2_048)}`)).toBe(false);
    expect(allowed(`https://brand.com/${'a'.repeat(2_000)}`)).toBe(true);
  });
});

describe('trackedDestination', () => {
  const click = { code: 'ab23cd45', clickId: 'c_7f3a' };

  it('adds our UTM tags and the click id', () => {
    expect(trackedDestination('https://brand.com/p', click)).toBe(
      'https://brand.com/p?utm_source=maisalcance&utm_medium=afiliado&utm_campaign=ab23cd45&ma_click_id=c_7f3a',
    );
  });

  it('keeps the brand’s query parameters byte for byte, and the fragment last', () => {
    expect(trackedDestination('https://brand.com/p?cor=azul%20claro&tam=M+G&vazio=&x=%2F#fotos', click)).toBe(
      'https://brand.com/p?cor=azul%20claro&tam=M+G&vazio=&x=%2F&utm_source=maisalcance&utm_medium=afiliado&utm_campaign=ab23cd45&ma_click_id=c_7f3a#fotos',
    );
  });

  it('replaces every utm_* already there and a stale click id', () => {
    const url = 'https://brand.com/p?utm_source=instagram&cor=azul&UTM_Medium=x&utm_content=banner&utm%5Fcampaign=old&ma_click_id=old';
    expect(trackedDestination(url, click)).toBe(
      'https://brand.com/p?cor=azul&utm_source=maisalcance&utm_medium=afiliado&utm_campaign=ab23cd45&ma_click_id=c_7f3a',
    );
  });

  it('gives the result exactly one of each of our parameters', () => {
    const result = new URL(trackedDestination('https://brand.com/?utm_source=a&utm_source=b&&', click));
    expect(result.searchParams.getAll('utm_source')).toEqual(['maisalcance']);
    expect(result.searchParams.getAll('ma_click_id')).toEqual(['c_7f3a']);
    expect(result.search).not.toContain('&&');
  });

  it('encodes the click id', () => {
    expect(new URL(trackedDestination('https://brand.com/', { code: 'ab23cd45', clickId: 'a&b=c' })).searchParams.get('ma_click_id')).toBe('a&b=c');
  });

  it('throws on a code that is not ours or an empty click id', () => {
    expect(() => trackedDestination('https://brand.com/', { code: 'ABC', clickId: 'x' })).toThrow(RangeError);
    expect(() => trackedDestination('https://brand.com/', { code: 'ab23cd45', clickId: '' })).toThrow(RangeError);
  });
});
