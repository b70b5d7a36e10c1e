import { describe, expect, it } from 'vitest';
import { clicksSummary } from './clicks-sparkline.tsx';

const days = (clicks: number[]) => clicks.map((count, index) => ({ date: `2026-10-${String(index + 1).padStart(2, '0')}`, clicks: count }));

describe('the clicks sparkline', () => {
  it('sums the days up for screen readers', () => {
    expect(clicksSummary(days([0, 2, 1500]))).toBe('Cliques nos últimos 3 dias: 1.502 no total, no máximo 1.500 em um dia.');
    expect(clicksSummary(days([0, 0]))).toBe('Nenhum clique nos últimos 2 dias.');
  });
});
