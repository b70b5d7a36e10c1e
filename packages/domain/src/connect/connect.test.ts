import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { parseInstagramCity, summarizeAudience } from './audience.ts';
import { engagementRate, formatEngagement } from './connections.ts';

describe('engagementRate', () => {
  it('is the recent posts’ likes and comments over the followers, in percent', () => {
    expect(engagementRate({ followers: 10_000, sampled: 25, averageLikes: 400, averageComments: 25 })).toBe(4.25);
  });

  it('is null without followers or posts, never a division by zero', () => {
    expect(engagementRate({ followers: 0, sampled: 10, averageLikes: 5, averageComments: 1 })).toBeNull();
    expect(engagementRate({ followers: 500, sampled: 0, averageLikes: 0, averageComments: 0 })).toBeNull();
  });

  it('is written the Brazilian way', () => {
    expect(formatEngagement(4.25)).toBe('4,25%');
  });
});

describe('parseInstagramCity', () => {
  itReturns('reads %j as %j', parseInstagramCity, [
    // The city and the UF of a Brazilian city as Instagram names it.
    ['Salvador, Bahia', { city: 'Salvador', uf: 'BA' }],
    ['São Paulo, São Paulo', { city: 'São Paulo', uf: 'SP' }],
    ['Brasília, Distrito Federal', { city: 'Brasília', uf: 'DF' }],
    ['Vitoria, Espirito Santo', { city: 'Vitoria', uf: 'ES' }],
    // Nothing of places outside Brasil and of names it cannot read.
    ['Lisbon, Lisbon District', undefined],
    ['Salvador', undefined],
  ]);
});

describe('summarizeAudience', () => {
  const summary = summarizeAudience({
    ages: { '13-17': 5, '18-24': 30, '25-34': 45, '35-44': 15, '65+': 5, bogus: 100 },
    genders: { F: 70, M: 25, U: 5 },
    cities: { 'Salvador, Bahia': 40, 'Feira de Santana, Bahia': 10, 'São Paulo, São Paulo': 30, 'Recife, Pernambuco': 15, 'Lisbon, Lisbon': 50 },
    countries: { BR: 95, PT: 5 },
  });

  it('ranks the age brackets and takes the predominant one as the audience’s range', () => {
    expect(summary.ages.map((age) => age.value)).toEqual(['25-34', '18-24', '35-44', '13-17', '65+']);
    expect(summary.ages[0]?.share).toBeCloseTo(0.45);
    expect([summary.minAge, summary.maxAge]).toEqual([25, 34]);
  });

  it('names a gender only when it is more than half of the audience', () => {
    expect(summary.gender).toBe('female');
    expect(summarizeAudience({ ages: {}, genders: { F: 50, M: 45, U: 5 }, cities: {}, countries: {} }).gender).toBeNull();
  });

  it('adds the cities up by state for the top states', () => {
    expect(summary.topStates.map((state) => state.value)).toEqual(['BA', 'SP', 'PE']);
    expect(summary.topStates[0]?.share).toBeCloseTo(50 / 95);
    expect(summary.topCities[0]).toEqual({ value: 'Salvador, BA', share: 40 / 95 });
  });

  it('gives empty lists and no range from no data, not zeros', () => {
    const empty = summarizeAudience({ ages: {}, genders: {}, cities: {}, countries: {} });
    expect(empty).toMatchObject({ ages: [], genders: [], topCities: [], topStates: [], minAge: null, maxAge: null, gender: null });
  });

  it('reads 65+ as 65 to 120', () => {
    expect(summarizeAudience({ ages: { '65+': 10 }, genders: {}, cities: {}, countries: {} })).toMatchObject({ minAge: 65, maxAge: 120 });
  });
});
