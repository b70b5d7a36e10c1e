import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatLocations, isNarrowLayout, truncateProposalName, withPublicProposalDefaults } from './proposal-display.ts';

describe('isNarrowLayout', () => {
  // Narrow below 600 px only.
  itReturns('is narrow at %d px: %j', isNarrowLayout, [
    [360, true],
    [599, true],
    [600, false],
    [1280, false],
  ]);
});

describe('truncateProposalName', () => {
  const name = 'Campanha de verão da Marca Brasileira de Cosméticos Naturais'; // 60 characters

  it('cuts to 30 characters plus an ellipsis below 600 px', () => {
    expect(truncateProposalName(name, 599)).toBe('Campanha de verão da Marca Bra…');
  });

  it('cuts to 50 characters at exactly 600 px and above', () => {
    const cut = truncateProposalName(name, 600);
    expect(cut).toBe('Campanha de verão da Marca Brasileira de Cosmético…');
    expect(truncateProposalName(name, 1920)).toBe(cut);
  });

  it('leaves a name that fits untouched, including one of exactly the limit', () => {
    const thirty = 'a'.repeat(30);
    expect(truncateProposalName(thirty, 360)).toBe(thirty);
    expect(truncateProposalName(`${thirty}b`, 360)).toBe(`${thirty}…`);
  });

  it('does not leave a trailing space before the ellipsis', () => {
    expect(truncateProposalName(`${'a'.repeat(29)} bcd`, 360)).toBe(`${'a'.repeat(29)}…`);
  });

  it('never splits an emoji', () => {
    expect(truncateProposalName(`${'a'.repeat(29)}🇧🇷🇧🇷`, 360)).toBe(`${'a'.repeat(29)}🇧🇷…`);
  });
});

describe('formatLocations', () => {
  it('says Brasil todo when the proposal has no location', () => {
    expect(formatLocations([])).toBe('Brasil todo');
    expect(formatLocations(null)).toBe('Brasil todo');
  });

  it('lists states with their cities in parentheses', () => {
    expect(
      formatLocations([
        { state: 'SP', city: ['São Paulo', 'Campinas'] },
        { state: 'RJ', city: [] },
      ]),
    ).toBe('SP (São Paulo, Campinas), RJ');
  });
});

describe('withPublicProposalDefaults', () => {
  it('fills every missing field with the docs/product/proposals.md default', () => {
    const shown = withPublicProposalDefaults({
      id: 'p1',
      description: null,
      minFollowers: null,
      maxFollowers: null,
      validUntil: null,
      locationOfInfluencer: [],
      categoriesOfInfluencer: [],
    });
    expect(shown).toMatchObject({
      id: 'p1',
      description: 'Sem descrição',
      minFollowers: 0,
      maxFollowers: 1_000_000,
      validity: 'Sempre ativa',
      locations: 'Brasil todo',
      niches: 'Todos os nichos',
    });
  });

  it('treats a blank description as missing', () => {
    expect(withPublicProposalDefaults({ description: '  ' }).description).toBe('Sem descrição');
  });

  it('keeps and formats the fields that are present', () => {
    const shown = withPublicProposalDefaults({
      description: 'Divulgue nosso protetor solar.',
      minFollowers: 10_000,
      maxFollowers: 50_000,
      validUntil: '2025-12-31',
      locationOfInfluencer: [{ state: 'BA', city: ['Salvador'] }],
      categoriesOfInfluencer: ['Beleza', 'Moda'],
    });
    expect(shown).toMatchObject({
      description: 'Divulgue nosso protetor solar.',
      minFollowers: 10_000,
      maxFollowers: 50_000,
      validity: '31/12/2025',
      locations: 'BA (Salvador)',
      niches: 'Beleza, Moda',
    });
  });

  it('keeps a minimum of 0 followers rather than replacing it', () => {
    expect(withPublicProposalDefaults({ minFollowers: 0, maxFollowers: 0 })).toMatchObject({
      minFollowers: 0,
      maxFollowers: 0,
    });
  });
});
