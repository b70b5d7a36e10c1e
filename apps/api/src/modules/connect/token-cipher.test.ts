import { describe, expect, it } from 'vitest';
import { createTokenCipher } from './token-cipher.ts';

const cipher = createTokenCipher('a-secret-of-at-least-thirty-two-characters');
const token = 'EAAGm0PX4ZCpsBA-long-lived-token';

describe('token cipher', () => {
  it('gives back the token it sealed, and never shows it in the sealed form', () => {
    const sealed = cipher.seal(token);
    expect(sealed).not.toContain(token);
    expect(sealed).toMatch(/^v1\./);
    expect(cipher.open(sealed)).toBe(token);
  });

  it('seals the same token differently every time', () => {
    expect(cipher.seal(token)).not.toBe(cipher.seal(token));
  });

  it('opens nothing that was changed, or sealed with another key', () => {
    const sealed = cipher.seal(token);
    const parts = sealed.split('.');
    const flipped = [...parts.slice(0, 3), `${parts[3]?.startsWith('A') ? 'B' : 'A'}${parts[3]?.slice(1)}`].join('.');
    expect(cipher.open(flipped)).toBeUndefined();
    expect(createTokenCipher('another-secret-of-at-least-thirty-two-chars').open(sealed)).toBeUndefined();
    expect(cipher.open('plain-token')).toBeUndefined();
  });

  it('refuses a short secret', () => {
    expect(() => createTokenCipher('short')).toThrow(/32/);
  });
});
