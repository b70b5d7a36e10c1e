import { describe, expect, it } from 'vitest';
import { graphemes, joinPtBR } from './text.ts';

describe('graphemes', () => {
  it('keeps emoji, flags and combining accents whole', () => {
    expect(graphemes('a👍🏽🇧🇷e\u0301')).toEqual(['a', '👍🏽', '🇧🇷', 'e\u0301']);
  });

  it('gives nothing for an empty text', () => {
    expect(graphemes('')).toEqual([]);
  });
});

describe('joinPtBR', () => {
  it('joins with commas and a final "e"', () => {
    expect(joinPtBR([])).toBe('');
    expect(joinPtBR(['a'])).toBe('a');
    expect(joinPtBR(['a', 'b'])).toBe('a e b');
    expect(joinPtBR(['a', 'b', 'c'])).toBe('a, b e c');
  });
});
