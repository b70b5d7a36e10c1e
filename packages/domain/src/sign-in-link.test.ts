import { describe, expect, it } from 'vitest';
import { maskEmail } from './sign-in-link.ts';

describe('maskEmail', () => {
  it('keeps the first character and the domain, hiding the rest of the name', () => {
    expect(maskEmail('fernanda.lima@gmail.com')).toBe('f***@gmail.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
  });

  it('hides everything of what is not an address', () => {
    for (const text of ['', 'sem-arroba', '@example.com']) expect(maskEmail(text)).toBe('***');
  });
});
