import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from './auth.ts';
import { readAccessToken, writeAccessToken } from './session.ts';

const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((entry) => entry.split('=')[0]);

afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

describe('auth (docs/product/accounts-and-levels.md)', () => {
  it('starts logged out without the cookie and logged in with it', () => {
    expect(createAuth().isLoggedIn()).toBe(false);
    writeAccessToken('abc');
    expect(createAuth().isLoggedIn()).toBe(true);
  });

  it('signIn stores the token in ma_access-token and notifies listeners', () => {
    const auth = createAuth();
    const listener = vi.fn();
    auth.subscribe(listener);
    auth.signIn('tok.en/with=chars');
    expect(auth.isLoggedIn()).toBe(true);
    expect(readAccessToken()).toBe('tok.en/with=chars');
    expect(cookieNames()).toContain('ma_access-token');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('signOut clears the cookie and marks the user logged out', () => {
    const auth = createAuth();
    auth.signIn('abc');
    auth.signOut();
    expect(auth.isLoggedIn()).toBe(false);
    expect(readAccessToken()).toBeUndefined();
  });

  it('an unsubscribed listener is not called again', () => {
    const auth = createAuth();
    const listener = vi.fn();
    const unsubscribe = auth.subscribe(listener);
    unsubscribe();
    auth.signIn('abc');
    expect(listener).not.toHaveBeenCalled();
  });
});
