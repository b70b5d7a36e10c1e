import { describe, expect, it } from 'vitest';
import { fitCheckView, fitColor, networkLines } from './applicant-format.ts';

describe('networkLines', () => {
  it('gives each network its short followers and engagement, or says it is not connected', () => {
    expect(networkLines({ followers: { instagram: 48_700, tiktok: null }, engagementRate: { instagram: 4.59, tiktok: 7.2 } })).toEqual([
      { network: 'instagram', label: 'Instagram', followers: '48,7k seguidores', engagement: '4,59% de engajamento' },
      { network: 'tiktok', label: 'TikTok', followers: 'não conectado', engagement: null },
    ]);
    expect(networkLines({ followers: { instagram: 999_999, tiktok: 0 }, engagementRate: { instagram: null, tiktok: null } })[0]).toMatchObject({
      followers: '999,9k seguidores',
      engagement: null,
    });
  });
});

describe('fitCheckView', () => {
  it('reads met, not met and no data in pt-BR', () => {
    expect([true, false, null].map((met) => fitCheckView({ met }))).toEqual([
      { tone: 'met', text: 'atende' },
      { tone: 'unmet', text: 'não atende' },
      { tone: 'unknown', text: 'sem dados' },
    ]);
  });

  it('colours the score by how much fits', () => {
    expect([100, 75, 74, 40, 39, 0].map(fitColor)).toEqual(['teal', 'teal', 'yellow', 'yellow', 'red', 'red']);
  });
});
