import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect.ts';

describe('safeRedirectPath', () => {
  it.each(['/', '/publis', '/publis?q=moda&tab=2', '/aira/ugc-script/42#top', '/media-kit/customize/ana'])(
    'accepts the same-origin path %j',
    (path) => {
      expect(safeRedirectPath(path)).toBe(path);
    },
  );

  it.each([
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    'http://evil.com',
    'https://evil.com/publis',
    'javascript:alert(1)',
    'publis',
    ' /publis',
    '',
    null,
    undefined,
  ])('refuses %j', (path) => {
    expect(safeRedirectPath(path)).toBeNull();
  });

  it('refuses absurdly long paths', () => {
    expect(safeRedirectPath(`/${'a'.repeat(5000)}`)).toBeNull();
  });
});
