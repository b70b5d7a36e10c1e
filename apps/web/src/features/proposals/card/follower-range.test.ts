import { describe, expect, it } from 'vitest';
import { followerRange } from './follower-range.ts';

describe('followerRange', () => {
  it('shows both ends in the short form', () => {
    expect(followerRange(0, 1_000_000)).toBe('0 – 1M seguidores');
    expect(followerRange(10_000, 150_000)).toBe('10k – 150k seguidores');
    expect(followerRange(1_500, 2_500_000)).toBe('1,5k – 2,5M seguidores');
  });

  it('reads an open end as "A partir de" or "Até"', () => {
    expect(followerRange(50_000, null)).toBe('A partir de 50k seguidores');
    expect(followerRange(null, 1_000_000)).toBe('Até 1M seguidores');
  });

  it('says any audience size when there is no bound', () => {
    expect(followerRange(null, null)).toBe('Qualquer número de seguidores');
  });
});
