import { describe, expect, it } from 'vitest';
import { isMediaKitComplete, levelFor, levelLabel, postLoginDestination, tokenLoginDestination } from './levels.ts';

describe('levelLabel', () => {
  it('uses the pt-BR labels of docs/product/accounts-and-levels.md', () => {
    expect([levelLabel('bronze'), levelLabel('silver'), levelLabel('gold')]).toEqual(['Bronze', 'Prata', 'Ouro']);
  });
});

describe('postLoginDestination', () => {
  it('sends bronze to edit the media kit and silver to connect networks', () => {
    expect(postLoginDestination('bronze')).toBe('/media-kit/edit');
    expect(postLoginDestination('silver')).toBe('/media-kit/connect');
  });

  it('does not navigate for gold or unknown levels', () => {
    expect(postLoginDestination('gold')).toBeNull();
    expect(postLoginDestination('platinum')).toBeNull();
    expect(postLoginDestination('toString')).toBeNull();
    expect(postLoginDestination(undefined)).toBeNull();
  });
});

describe('tokenLoginDestination', () => {
  it('matches the login destinations for bronze and silver', () => {
    expect(tokenLoginDestination('bronze')).toBe('/media-kit/edit');
    expect(tokenLoginDestination('silver')).toBe('/media-kit/connect');
  });

  it('sends everyone else home', () => {
    expect(tokenLoginDestination('gold')).toBe('/');
    expect(tokenLoginDestination(null)).toBe('/');
  });
});

describe('isMediaKitComplete', () => {
  const full = { name: 'Ana', picture: 'https://x/a.png', bio: 'Oi', location: 'São Paulo, SP', niches: ['Moda'] };

  it('is complete with every field and one niche', () => {
    expect(isMediaKitComplete(full)).toBe(true);
  });

  it.each(['name', 'picture', 'bio', 'location'] as const)('is incomplete without %s', (field) => {
    expect(isMediaKitComplete({ ...full, [field]: null })).toBe(false);
    expect(isMediaKitComplete({ ...full, [field]: '   ' })).toBe(false);
  });

  it('needs at least one non-blank niche', () => {
    expect(isMediaKitComplete({ ...full, niches: [] })).toBe(false);
    expect(isMediaKitComplete({ ...full, niches: [' '] })).toBe(false);
    expect(isMediaKitComplete({ ...full, niches: null })).toBe(false);
  });
});

describe('levelFor', () => {
  it('is bronze for a new account', () => {
    expect(levelFor({ mediaKitComplete: false, connectedNetworks: [] })).toBe('bronze');
  });

  it('is silver once the media kit is complete', () => {
    expect(levelFor({ mediaKitComplete: true, connectedNetworks: ['instagram'] })).toBe('silver');
  });

  it('is gold only with both Instagram and TikTok', () => {
    expect(levelFor({ mediaKitComplete: false, connectedNetworks: ['tiktok', 'instagram'] })).toBe('gold');
    expect(levelFor({ mediaKitComplete: true, connectedNetworks: ['tiktok'] })).toBe('silver');
    expect(levelFor({ mediaKitComplete: false, connectedNetworks: ['instagram'] })).toBe('bronze');
  });
});
