import { beforeEach, describe, expect, it } from 'vitest';
import { rememberedPath } from './remembered-path.ts';

beforeEach(() => localStorage.clear());

describe('rememberedPath', () => {
  it('keeps the attempted private path until it is taken once', () => {
    rememberedPath.save('/publis?q=moda');
    expect(rememberedPath.peek()).toBe('/publis?q=moda');
    expect(rememberedPath.take()).toBe('/publis?q=moda');
    expect(rememberedPath.take()).toBeNull();
  });

  it('never remembers a path that leaves the site', () => {
    rememberedPath.save('//evil.example.com/x');
    expect(rememberedPath.take()).toBeNull();
    localStorage.setItem('ma_remembered-path', 'https://evil.example.com');
    expect(rememberedPath.take()).toBeNull();
  });
});
