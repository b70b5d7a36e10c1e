import { describe, expect, it } from 'vitest';
import { SURVEY_MOODS, npsCategory, npsScore, surveyCounter, validateSurvey } from './survey.ts';

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

describe('validateSurvey', () => {
  it('coerces a string score to a number', () => {
    expect(validateSurvey({ score: '4', description: ' Ótimo ' })).toEqual({
      ok: true,
      value: { score: 4, description: 'Ótimo' },
    });
  });

  it('accepts the bounds 1 and 5 without a description', () => {
    expect(validateSurvey({ score: 1 }).ok).toBe(true);
    expect(validateSurvey({ score: 5 }).ok).toBe(true);
  });

  it.each([0, 6, 2.5, '', ' ', null, 'abc', undefined, true])('refuses the score %j', (score) => {
    expect(validateSurvey({ score, description: '' })).toEqual({
      ok: false,
      errors: { score: 'Escolha uma nota de 1 a 5.' },
    });
  });

  it('accepts 300 characters and refuses 301', () => {
    expect(validateSurvey({ score: 3, description: 'a'.repeat(300) }).ok).toBe(true);
    expect(validateSurvey({ score: 3, description: 'a'.repeat(301) })).toEqual({
      ok: false,
      errors: { description: 'Use no máximo 300 caracteres.' },
    });
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
