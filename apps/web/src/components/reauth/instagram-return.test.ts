import { afterEach, describe, expect, it } from 'vitest';
import { rememberReturn, takeReturn } from './instagram-return.ts';

afterEach(() => sessionStorage.clear());

describe("'Confirmar com o Instagram' return", () => {
  it('goes back to the page it left, once, within 10 minutes', () => {
    rememberReturn('/affiliate/edit?aba=pix#chave', 1_000);
    expect(takeReturn(1_000 + 60_000)).toBe('/affiliate/edit?aba=pix#chave');
    expect(takeReturn(1_000 + 60_000)).toBe('/account');
    rememberReturn('/affiliate/edit', 1_000);
    expect(takeReturn(1_000 + 11 * 60_000)).toBe('/account');
  });

  it('never leaves the site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/', '/\\\\evil.example']) {
      rememberReturn(path, 1_000);
      expect(takeReturn(2_000)).toBe('/account');
    }
  });
});
