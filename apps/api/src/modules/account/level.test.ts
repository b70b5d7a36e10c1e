import { describe, expect, it } from 'vitest';
import { levelOf } from './level.ts';

const completeKit = {
  name: 'Olívia Andrade',
  pictureUrl: 'https://example.com/olivia.jpg',
  bio: 'Moda e beleza em Salvador.',
  city: 'Salvador',
  state: 'BA',
  niches: ['Moda'],
};

describe('levelOf (docs/product/accounts-and-levels.md "Levels")', () => {
  it('is bronze until the media kit is complete', () => {
    expect(levelOf({ ...completeKit, bio: null }, [])).toBe('bronze');
    expect(levelOf({ ...completeKit, city: null }, [])).toBe('bronze');
    expect(levelOf({ ...completeKit, niches: [] }, [])).toBe('bronze');
    expect(levelOf({ ...completeKit, pictureUrl: ' ' }, ['instagram'])).toBe('bronze');
  });

  it('is silver with a complete media kit and not both networks', () => {
    expect(levelOf(completeKit, [])).toBe('silver');
    expect(levelOf(completeKit, ['tiktok'])).toBe('silver');
  });

  it('is gold with Instagram and TikTok connected', () => {
    expect(levelOf(completeKit, ['tiktok', 'instagram'])).toBe('gold');
  });
});
