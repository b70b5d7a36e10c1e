import { describe, expect, it } from 'vitest';
import { formatPlace, kitLocation, missingKitItems } from './fields.ts';

describe('missingKitItems', () => {
  const complete = { name: 'Ana', picture: 'https://x/a.webp', bio: 'Oi', location: 'Salvador, BA', niches: ['Moda'] };

  it('is empty for a complete kit, the one rule of Prata', () => {
    expect(missingKitItems(complete)).toEqual([]);
  });

  it('names each missing field, blank text counting as missing', () => {
    expect(missingKitItems({})).toEqual(['name', 'picture', 'bio', 'location', 'niches']);
    expect(missingKitItems({ ...complete, bio: '   ', niches: [] })).toEqual(['bio', 'niches']);
    expect(missingKitItems({ ...complete, picture: null })).toEqual(['picture']);
  });
});

describe('formatPlace', () => {
  it('reads city and state, either alone, or nothing', () => {
    expect(formatPlace('Salvador', 'BA')).toBe('Salvador, BA');
    expect(formatPlace(' Salvador ', ' BA')).toBe('Salvador, BA');
    expect(formatPlace(null, 'BA')).toBe('BA');
    expect(formatPlace('Salvador', undefined)).toBe('Salvador');
    expect(formatPlace(' ', null)).toBeNull();
  });
});

describe('kitLocation', () => {
  it('needs both city and state', () => {
    expect(kitLocation('Salvador', 'BA')).toBe('Salvador, BA');
    expect(kitLocation('Salvador', null)).toBeNull();
    expect(kitLocation(' ', 'BA')).toBeNull();
  });
});
