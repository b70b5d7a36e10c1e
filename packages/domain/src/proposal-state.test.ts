import { describe, expect, it } from 'vitest';
import { isProposalOpen, proposalState } from './proposal-state.ts';

const now = new Date('2026-03-02T12:00:00Z');
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);
const open = { publishedAt: at(-1000), closedAt: null, validUntil: null };

describe('proposalState / isProposalOpen', () => {
  it('is open once published, until its validUntil, unless closed', () => {
    expect(proposalState(open, now)).toBe('open');
    expect(proposalState({ ...open, publishedAt: now }, now)).toBe('open');
    expect(proposalState({ ...open, validUntil: at(1) }, now)).toBe('open');
    expect(isProposalOpen(open, now)).toBe(true);
  });

  it('is scheduled before its publication', () => {
    expect(proposalState({ ...open, publishedAt: at(1) }, now)).toBe('scheduled');
    expect(isProposalOpen({ ...open, publishedAt: at(1) }, now)).toBe(false);
  });

  it('is expired from its validUntil on, included', () => {
    expect(proposalState({ ...open, validUntil: now }, now)).toBe('expired');
    expect(isProposalOpen({ ...open, validUntil: at(-1) }, now)).toBe(false);
  });

  it('is closed once an operator closed it, whatever its dates', () => {
    expect(proposalState({ ...open, closedAt: at(-1), validUntil: at(-1) }, now)).toBe('closed');
    expect(proposalState({ ...open, closedAt: at(-1), publishedAt: at(1) }, now)).toBe('closed');
    expect(isProposalOpen({ ...open, closedAt: at(-1) }, now)).toBe(false);
  });
});
