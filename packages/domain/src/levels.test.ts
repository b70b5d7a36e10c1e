import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { isMediaKitComplete, levelFor, levelLabel, postLoginDestination, tokenLoginDestination } from './levels.ts';

describe('levelLabel', () => {
  it('uses the pt-BR labels of docs/product/accounts-and-levels.md', () => {
    expect([levelLabel('bronze'), levelLabel('silver'), levelLabel('gold')]).toEqual(['Bronze', 'Prata', 'Ouro']);
  });
});

describe('postLoginDestination', () => {
  itReturns('sends %j to %j', postLoginDestination, [
    // Bronze to edit the media kit, silver to connect networks.
    ['bronze', '/media-kit/edit'],
    ['silver', '/media-kit/connect'],
    // Nowhere for gold or unknown levels.
    ['gold', null],
    ['platinum', null],
    ['toString', null],
    [undefined, null],
  ]);
});

describe('tokenLoginDestination', () => {
  itReturns('sends %j to %j', tokenLoginDestination, [
    // Where signing in sends bronze and silver.
    ['bronze', '/media-kit/edit'],
    ['silver', '/media-kit/connect'],
    // Everyone else home.
    ['gold', '/'],
    [null, '/'],
  ]);
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
