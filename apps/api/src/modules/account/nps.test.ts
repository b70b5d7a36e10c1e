import { DAY_MS } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { npsDue, oldEnoughForNps } from './nps.ts';

const now = new Date('2026-06-01T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
const history = (overrides: Partial<Parameters<typeof npsDue>[0]> = {}) => ({
  createdAt: ago(30),
  lastAnsweredAt: null,
  lastDismissedAt: null,
  ...overrides,
});

describe('npsDue (docs/decisions/006-nps.md)', () => {
  it('waits 7 days after sign-up', () => {
    expect(npsDue(history({ createdAt: ago(6.99) }), now)).toBe(false);
    expect(npsDue(history({ createdAt: ago(7) }), now)).toBe(true);
    expect(oldEnoughForNps(ago(6), now)).toBe(false);
  });

  it('is not due again for 90 days after an answer', () => {
    expect(npsDue(history({ createdAt: ago(400), lastAnsweredAt: ago(89) }), now)).toBe(false);
    expect(npsDue(history({ createdAt: ago(400), lastAnsweredAt: ago(90) }), now)).toBe(true);
  });

  it('is not due again for 14 days after a dismissal', () => {
    expect(npsDue(history({ lastDismissedAt: ago(13) }), now)).toBe(false);
    expect(npsDue(history({ lastDismissedAt: ago(14) }), now)).toBe(true);
  });

  it('needs both pauses to be over', () => {
    expect(npsDue(history({ createdAt: ago(400), lastAnsweredAt: ago(100), lastDismissedAt: ago(3) }), now)).toBe(false);
    expect(npsDue(history({ createdAt: ago(400), lastAnsweredAt: ago(30), lastDismissedAt: ago(20) }), now)).toBe(false);
    expect(npsDue(history({ createdAt: ago(400), lastAnsweredAt: ago(100), lastDismissedAt: ago(20) }), now)).toBe(true);
  });
});
