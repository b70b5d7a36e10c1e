import { describe, expect, it } from 'vitest';
import { graphemes, joinPtBR, slugify } from './text.ts';

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

describe('slugify', () => {
  it.each([
    ['Review do Sérum Vitamina C', '-', 60, 'review-do-serum-vitamina-c'],
    ['  João   D’Ávila  ', '_', 26, 'joao_d_avila'],
    ['_Lu_', '_', 26, 'lu'],
    ['🌸✨', '-', 60, ''],
    ['Maximiliana Cavalcanti de Albuquerque', '_', 26, 'maximiliana_cavalcanti_de'],
  ] as const)('%s -> %s', (text, separator, maxLength, expected) => {
    expect(slugify(text, separator, maxLength)).toBe(expected);
  });
});
