import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { openTargeting } from '../test/targeting.ts';
import { deliverablesSummary, targetingSummary, type TargetingForSummary } from './brand.ts';
import { PROPOSAL_TOKEN_PATTERN } from './proposal-token.ts';

/** Nothing targeted, as the summary takes it: lists where the open targeting may have nulls. */
const none: TargetingForSummary = { ...openTargeting, locations: [], audienceStates: [] };

describe('targetingSummary', () => {
  it('says every niche and all of Brasil when nothing is targeted, and nothing else', () => {
    expect(targetingSummary(none)).toEqual([
      { label: 'Nichos', value: 'Todos os nichos' },
      { label: 'Localização', value: 'Brasil todo' },
    ]);
  });

  it('lists what is targeted, ranges in words', () => {
    expect(
      targetingSummary({
        niches: ['Maternidade', 'Casa e decoração'],
        minFollowers: 10_000,
        maxFollowers: 200_000,
        locations: [
          { state: 'MG', city: [] },
          { state: 'SP', city: ['Campinas'] },
        ],
        audienceStates: ['MG', 'SP', 'RJ'],
        audienceMinAge: 25,
        audienceMaxAge: 44,
        audienceGender: 'female',
      }),
    ).toEqual([
      { label: 'Nichos', value: 'Maternidade e Casa e decoração' },
      { label: 'Seguidores', value: 'de 10k a 200k' },
      { label: 'Localização', value: 'MG, SP (Campinas)' },
      { label: 'Público por estado', value: 'MG, SP e RJ' },
      { label: 'Faixa etária do público', value: 'de 25 a 44 anos' },
      { label: 'Gênero do público', value: 'Feminino' },
    ]);
  });

  it('reads an open-ended range from its one end', () => {
    const lines = targetingSummary({ ...none, minFollowers: 50_000, audienceMaxAge: 29 });
    expect(lines).toContainEqual({ label: 'Seguidores', value: 'a partir de 50k' });
    expect(lines).toContainEqual({ label: 'Faixa etária do público', value: 'até 29 anos' });
    expect(targetingSummary({ ...none, minFollowers: 0, maxFollowers: 1_500 })).toContainEqual({ label: 'Seguidores', value: 'até 1,5k' });
  });
});

describe('deliverablesSummary', () => {
  itReturns('writes %j as %j', deliverablesSummary, [
    // Each quantity, singular or plural, skipping zeros.
    [{ totalPosts: 2, totalStories: 1, totalReels: 0, totalVideos: 3 }, '2 posts · 1 story · 3 vídeos'],
    [{ totalPosts: 0, totalStories: 0, totalReels: 1, totalVideos: 0 }, '1 reel'],
    // Nothing offered.
    [{ totalPosts: 0, totalStories: 0, totalReels: 0, totalVideos: 0 }, 'Sem entregas informadas'],
  ]);
});

describe('PROPOSAL_TOKEN_PATTERN', () => {
  it('takes 43 base64url characters only', () => {
    expect(PROPOSAL_TOKEN_PATTERN.test('A'.repeat(43))).toBe(true);
    expect(PROPOSAL_TOKEN_PATTERN.test('a-_'.repeat(14) + 'Z')).toBe(true);
    expect(PROPOSAL_TOKEN_PATTERN.test('A'.repeat(42))).toBe(false);
    expect(PROPOSAL_TOKEN_PATTERN.test('A'.repeat(44))).toBe(false);
    expect(PROPOSAL_TOKEN_PATTERN.test(`${'A'.repeat(42)}=`)).toBe(false);
    expect(PROPOSAL_TOKEN_PATTERN.test(`${'A'.repeat(42)}\u0000`)).toBe(false);
  });
});
