import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  cleanSearch,
  clearedSearch,
  hasActiveFilters,
  parseProposalSearch,
  searchToFilters,
  valueRangeCents,
} from './proposal-search.ts';

const parse = parseProposalSearch;

describe('parseProposalSearch (the URL of /publis)', () => {
  it('reads every filter from the query string', () => {
    expect(
      parse({ tab: 'candidaturas', q: ' verão ', niches: ['Beleza'], types: ['cache'], min: 100, max: 900, eligible: true, sort: 'highest_value' }),
    ).toEqual({ tab: 'candidaturas', q: 'verão', niches: ['Beleza'], types: ['cache'], min: 100, max: 900, eligible: true, sort: 'highest_value' });
  });

  it('accepts what a person types by hand: a number as text, a lone niche, a value as text', () => {
    expect(parse({ q: 123, niches: 'Moda', types: 'permuta', min: '50' })).toEqual({
      q: '123',
      niches: ['Moda'],
      types: ['permuta'],
      min: 50,
    });
  });

  it('drops only the fields a broken bookmark gets wrong', () => {
    expect(parse({ q: 'skin care', sort: 'cheapest', types: ['cache', 'doacao'], min: -5, eligible: 'sim', tab: 'x' })).toEqual({
      q: 'skin care',
    });
  });

  it('drops a value beyond the largest offer, which no proposal reaches', () => {
    expect(parse({ min: 1e20, max: '10000001' })).toEqual({});
    expect(parse({ max: 10_000_000 })).toEqual({ max: 10_000_000 });
  });

  it('refuses a search longer than the API allows', () => {
    expect(parse({ q: 'a'.repeat(101) })).toEqual({});
  });
});

describe('the card to open (`open`)', () => {
  it('reads a proposal id, and nothing else, and leaves it out of the list filters', () => {
    const id = '7d9f6c2e-1b3a-4c5d-8e9f-0a1b2c3d4e5f';
    expect(parseProposalSearch({ q: 'Skincare', open: id })).toEqual({ q: 'Skincare', open: id });
    expect(parseProposalSearch({ open: 'https://evil.example' })).toEqual({});
    expect(cleanSearch({ open: id })).toEqual({ open: id });
    expect(searchToFilters({ q: 'Skincare', open: id })).toEqual({ q: 'Skincare', sort: 'newest' });
  });
});

describe('cleanSearch', () => {
  it('removes empty and default values so the URL carries only choices', () => {
    expect(cleanSearch({ tab: 'publis', q: '  ', niches: [], types: [], eligible: false, sort: 'newest' })).toEqual({});
  });

  it('keeps real choices and removes repeated niches', () => {
    expect(cleanSearch({ q: 'café', niches: ['Beleza', 'Beleza', 'Moda'], min: 0, sort: 'closing_soon' })).toEqual({
      q: 'café',
      niches: ['Beleza', 'Moda'],
      min: 0,
      sort: 'closing_soon',
    });
  });
});

describe('searchToFilters', () => {
  it('maps the URL names onto the API filters, newest first by default', () => {
    expect(searchToFilters({ q: 'tênis', niches: ['Esportes'], types: ['afilacao', 'recebidos'], min: 10, max: 500, eligible: true })).toEqual({
      q: 'tênis',
      categories: ['Esportes'],
      partnershipTypes: ['afilacao', 'recebidos'],
      minValue: 10,
      maxValue: 500,
      onlyEligible: true,
      sort: 'newest',
    });
  });

  it('sends no key for a filter that is not set, so equal searches share one cache entry', () => {
    expect(searchToFilters({})).toEqual({ sort: 'newest' });
    expect(searchToFilters({ q: ' ', niches: [], eligible: false, tab: 'candidaturas' })).toEqual({ sort: 'newest' });
  });

  it('reads a reversed value range the way it was meant', () => {
    expect(searchToFilters({ min: 900, max: 100 })).toMatchObject({ minValue: 100, maxValue: 900 });
  });
});

describe('valueRangeCents (the filter pill)', () => {
  it('reads the typed reais in centavos, a reversed range the way it was meant', () => {
    expect(valueRangeCents({ min: 900, max: 100.5 })).toEqual({ minCents: 10_050, maxCents: 90_000 });
    expect(valueRangeCents({ min: 0.1 + 0.2 })).toEqual({ minCents: 30, maxCents: undefined });
    expect(valueRangeCents({})).toEqual({ minCents: undefined, maxCents: undefined });
  });
});

describe('filter counts', () => {
  it('counts each niche and type, the value range once and the eligible switch', () => {
    expect(activeFilterCount({ niches: ['A', 'B'], types: ['cache'], min: 1, max: 2, eligible: true, q: 'x' })).toBe(5);
    expect(activeFilterCount({ q: 'x', sort: 'highest_value' })).toBe(0);
  });

  it('treats a text search as a filter to clear, but not the sort', () => {
    expect(hasActiveFilters({ q: 'x' })).toBe(true);
    expect(hasActiveFilters({ sort: 'highest_value', tab: 'publis' })).toBe(false);
  });

  it('clears every filter but keeps the tab and the sort', () => {
    expect(clearedSearch({ tab: 'candidaturas', q: 'x', niches: ['A'], min: 3, eligible: true, sort: 'closing_soon' })).toEqual({
      tab: 'candidaturas',
      sort: 'closing_soon',
    });
  });
});
