import { afterEach, describe, expect, it } from 'vitest';
import { captureUrlToken, splitUrlToken, takeUrlToken } from './url-token.ts';

afterEach(() => {
  takeUrlToken();
  history.replaceState(null, '', '/');
});

describe('splitUrlToken', () => {
  it('takes the token out and keeps every other pair as it was written', () => {
    expect(splitUrlToken('?token=abc.def')).toEqual({ token: 'abc.def', search: '' });
    expect(splitUrlToken('?q=moda%20praia&token=abc&tab=2')).toEqual({ token: 'abc', search: '?q=moda%20praia&tab=2' });
  });

  it('is undefined when there is no token, so nothing is rewritten', () => {
    expect(splitUrlToken('')).toBeUndefined();
    expect(splitUrlToken('?q=token&tokens=1&reset_token=x&email_token=y')).toBeUndefined();
  });

  it('strips an empty, repeated or unreadable token without using it', () => {
    expect(splitUrlToken('?token=')).toEqual({ token: undefined, search: '' });
    expect(splitUrlToken('?token')).toEqual({ token: undefined, search: '' });
    expect(splitUrlToken('?token=a&token=b&x=1')).toEqual({ token: undefined, search: '?x=1' });
    expect(splitUrlToken('?token=%E0%A4%A')).toEqual({ token: undefined, search: '' });
  });
});

describe('captureUrlToken', () => {
  it('replaces the address at once, so neither the address bar nor Back has the token, and hands it over once', () => {
    history.replaceState({ kept: true }, '', '/publis?q=moda&token=abc.def#topo');
    const entries = history.length;
    captureUrlToken();
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/publis?q=moda#topo');
    expect(history.length).toBe(entries);
    expect(history.state).toEqual({ kept: true });
    expect(takeUrlToken()).toBe('abc.def');
    expect(takeUrlToken()).toBeUndefined();
  });

  it('leaves an address without a token alone', () => {
    history.replaceState(null, '', '/publis?q=moda');
    captureUrlToken();
    expect(`${location.pathname}${location.search}`).toBe('/publis?q=moda');
    expect(takeUrlToken()).toBeUndefined();
  });
});
