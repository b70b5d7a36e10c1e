import { describe, expect, it } from 'vitest';
import { SURVEY_MOODS, npsCategory, npsScore, surveyCounter } from './survey.ts';

describe('SURVEY_MOODS', () => {
  it('runs from angry (1) to laugh (5)', () => {
    expect(SURVEY_MOODS.map(({ score, mood }) => [score, mood])).toEqual([
      [1, 'angry'],
      [2, 'frown'],
      [3, 'meh'],
      [4, 'smile'],
      [5, 'laugh'],
    ]);
    expect(SURVEY_MOODS[0]?.label).toBe('Muito insatisfeito');
    expect(SURVEY_MOODS[4]?.label).toBe('Muito satisfeito');
  });
});

describe('surveyCounter', () => {
  it('shows n/300', () => {
    expect(surveyCounter('')).toBe('0/300');
    expect(surveyCounter('Gostei muito')).toBe('12/300');
  });
});

describe('npsCategory', () => {
  it('makes 5 a promoter, 4 passive and 1 to 3 detractors', () => {
    expect([1, 2, 3, 4, 5].map((score) => npsCategory(score as 1 | 2 | 3 | 4 | 5))).toEqual([
      'detractor',
      'detractor',
      'detractor',
      'passive',
      'promoter',
    ]);
  });
});

describe('npsScore', () => {
  it('is null without answers', () => {
    expect(npsScore([])).toBeNull();
    expect(npsScore([0, 7])).toBeNull();
  });

  it('is % promoters minus % detractors', () => {
    expect(npsScore([5, 5, 5, 5])).toBe(100);
    expect(npsScore([1, 2, 3])).toBe(-100);
    expect(npsScore([5, 4, 3, 5])).toBe(25);
    expect(npsScore([4, 4])).toBe(0);
  });

  it('rounds to a whole number, never -0', () => {
    expect(npsScore([5, 4, 4])).toBe(33);
    expect(npsScore([5, 5, 1])).toBe(33);
    expect(Object.is(npsScore([5, 1]), 0)).toBe(true);
  });
});
