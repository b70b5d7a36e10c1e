import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, ACCESS_TOKEN_TTL_DAYS, ACCESS_TOKEN_TTL_SECONDS } from './session.ts';

describe('session cookie', () => {
  it('uses the name and lifetime of docs/product/accounts-and-levels.md', () => {
    expect(ACCESS_TOKEN_COOKIE).toBe('ma_access-token');
    expect(ACCESS_TOKEN_TTL_DAYS).toBe(7);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(604_800);
  });
});
