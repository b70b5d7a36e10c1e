import { describe, expect, it } from 'vitest';
import {
  ACCESS_TOKEN_COOKIE,
  ACCESS_TOKEN_TTL_DAYS,
  ACCESS_TOKEN_TTL_SECONDS,
  ACCESS_TOKEN_COOKIE_PATH,
  ACCESS_TOKEN_COOKIE_SAME_SITE,
} from './session.ts';

describe('session cookie', () => {
  it('uses the name and lifetime of SPEC.md section 9', () => {
    expect(ACCESS_TOKEN_COOKIE).toBe('ma_access-token');
    expect(ACCESS_TOKEN_TTL_DAYS).toBe(7);
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(604_800);
  });

  it('is strict and scoped to the root path', () => {
    expect(ACCESS_TOKEN_COOKIE_SAME_SITE).toBe('strict');
    expect(ACCESS_TOKEN_COOKIE_PATH).toBe('/');
  });
});
