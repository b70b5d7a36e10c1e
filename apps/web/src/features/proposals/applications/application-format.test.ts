import { describe, expect, it } from 'vitest';
import { applicationStatusView, deliverablesSummary } from './application-format.ts';

describe('applicationStatusView', () => {
  it('labels every status in pt-BR with its own colour', () => {
    expect(applicationStatusView.pending.label).toBe('Em análise');
    expect(applicationStatusView.accepted.label).toBe('Aceita');
    expect(applicationStatusView.rejected.label).toBe('Recusada');
    const colors = Object.values(applicationStatusView).map(({ color }) => color);
    expect(new Set(colors).size).toBe(3);
  });
});

describe('deliverablesSummary', () => {
  it('lists the offered deliverables, singular for one and skipping zeros', () => {
    expect(deliverablesSummary({ totalPosts: 2, totalStories: 1, totalReels: 0, totalVideos: 3 })).toBe('2 posts · 1 story · 3 vídeos');
    expect(deliverablesSummary({ totalPosts: 0, totalStories: 4, totalReels: 1, totalVideos: 1 })).toBe('4 stories · 1 reel · 1 vídeo');
  });

  it('says so when nothing was offered', () => {
    expect(deliverablesSummary({ totalPosts: 0, totalStories: 0, totalReels: 0, totalVideos: 0 })).toBe('Sem entregas informadas');
  });
});
