import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../calendar.ts';
import { ORDER_CLOCK_SKEW_MS, orderTimeProblem } from './attribution.ts';

const clickedAt = new Date('2026-03-02T12:00:00Z');
const at = (ms: number) => new Date(clickedAt.getTime() + ms);
const problem = (orderedMs: number, nowMs = 40 * DAY_MS) => orderTimeProblem({ orderedAt: at(orderedMs), clickedAt, cookieDays: 30, now: at(nowMs) });

describe('orderTimeProblem', () => {
  it('credits an order from its click to the end of the cookie window', () => {
    for (const ordered of [0, 1000, DAY_MS, 30 * DAY_MS]) expect(problem(ordered)).toBeNull();
  });

  it('refuses an order before its click, beyond a clock apart', () => {
    expect(problem(-ORDER_CLOCK_SKEW_MS)).toBeNull();
    expect(problem(-ORDER_CLOCK_SKEW_MS - 1)).toBe('before-click');
    expect(orderTimeProblem({ orderedAt: new Date('2001-01-01T00:00:00Z'), clickedAt, cookieDays: 30, now: at(0) })).toBe('before-click');
    expect(orderTimeProblem({ orderedAt: new Date(Number.NaN), clickedAt, cookieDays: 30, now: at(0) })).toBe('before-click');
  });

  it('refuses an order after the cookie window', () => {
    expect(problem(30 * DAY_MS + 1)).toBe('after-cookie-window');
    expect(orderTimeProblem({ orderedAt: at(2 * DAY_MS), clickedAt, cookieDays: 1, now: at(3 * DAY_MS) })).toBe('after-cookie-window');
  });

  it('refuses an order dated after now, beyond a clock apart', () => {
    expect(problem(DAY_MS + ORDER_CLOCK_SKEW_MS, DAY_MS)).toBeNull();
    expect(problem(DAY_MS + ORDER_CLOCK_SKEW_MS + 1, DAY_MS)).toBe('in-future');
  });
});
