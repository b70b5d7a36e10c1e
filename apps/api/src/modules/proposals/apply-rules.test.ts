import { describe, expect, it } from 'vitest';
import { applyRefusal, type ApplyCheckInput } from './apply-rules.ts';

const allowed: ApplyCheckInput = {
  creator: { level: 'gold', isConnected: true },
  proposal: { isSilversAllowed: false, acceptsNegotiations: false, valueCents: 100_000, hasApplied: false, missingFeatures: [] },
  payload: { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, value: 1000, observations: '', isNegotiable: false },
};

describe('applyRefusal', () => {
  it('lets a valid application through', () => {
    expect(applyRefusal(allowed)).toBeNull();
  });

  it('names the most fundamental reason first: level, then profile, then a repeat, then the offer', () => {
    const everythingWrong: ApplyCheckInput = {
      creator: { level: 'silver', isConnected: false },
      proposal: { ...allowed.proposal, hasApplied: true, missingFeatures: ['followers'] },
      payload: { ...allowed.payload, totalPosts: 0, value: 5000 },
    };
    expect(applyRefusal(everythingWrong)?.status).toBe(403);
    const gated = { ...everythingWrong, creator: allowed.creator };
    expect(applyRefusal(gated)?.body.code).toBe('MISSING_FEATURES');
    const fits = { ...gated, proposal: { ...gated.proposal, missingFeatures: [] } };
    expect(applyRefusal(fits)?.status).toBe(409);
    const first = { ...fits, proposal: { ...fits.proposal, hasApplied: false } };
    expect(applyRefusal(first)?.body.detail).toBe('Informe pelo menos uma entrega: posts, stories, reels ou vídeos.');
    const delivers = { ...first, payload: { ...first.payload, totalReels: 2 } };
    expect(applyRefusal(delivers)?.body).toEqual({
      detail: 'Este valor não pode ser negociado. Ofereça até R$ 1.000,00.',
      code: 'VALIDATION_FAILED',
      fields: { value: 'Este valor não pode ser negociado. Ofereça até R$ 1.000,00.' },
    });
  });
});
