import { describe, expect, it } from 'vitest';
import { itReturns } from '@ma/vitest-config/cases';
import { formatRelativeDate } from './relative-date.ts';

// 14:00 in São Paulo (UTC-3).
const now = new Date('2026-03-10T17:00:00Z');

describe('formatRelativeDate', () => {
  itReturns('says %s as "%s"', (iso: string) => formatRelativeDate(iso, now), [
    ['2026-03-10T16:59:30Z', 'agora mesmo'],
    ['2026-03-10T16:59:00Z', 'há 1 minuto'],
    ['2026-03-10T16:15:00Z', 'há 45 minutos'],
    ['2026-03-10T14:00:00Z', 'há 3 horas'],
    // 00:30 in São Paulo, the same day.
    ['2026-03-10T03:30:00Z', 'há 13 horas'],
    // 23:50 the day before in São Paulo.
    ['2026-03-10T02:50:00Z', 'ontem'],
    ['2026-03-08T12:00:00Z', 'anteontem'],
    ['2026-03-07T12:00:00Z', 'há 3 dias'],
    ['2026-03-04T12:00:00Z', 'há 6 dias'],
    ['2026-03-03T12:00:00Z', '03/03/2026'],
  ]);

  it('treats a clock slightly ahead as now, and invalid input as nothing', () => {
    expect(formatRelativeDate('2026-03-10T17:00:20Z', now)).toBe('agora mesmo');
    expect(formatRelativeDate('not a date', now)).toBe('');
  });
});
