import { afterEach, describe, expect, it } from 'vitest';
import { pendingProposal } from './pending-proposal.ts';

const ID = '7d9f6c2e-1b3a-4c5d-8e9f-0a1b2c3d4e5f';
const DAY = 24 * 60 * 60 * 1000;

afterEach(() => localStorage.clear());

describe('pendingProposal', () => {
  it('keeps a proposal id for a day, then forgets it', () => {
    pendingProposal.save(ID.toUpperCase(), 1_000);
    expect(pendingProposal.peek(1_000 + DAY)).toBe(ID);
    expect(pendingProposal.peek(1_001 + DAY)).toBeNull();
  });

  it.each(['https://evil.example/publis', '//evil.example', '/publis?q=x', `${ID}/../../x`, ''])('never stores %j', (value) => {
    pendingProposal.save(value);
    expect(pendingProposal.peek()).toBeNull();
  });

  it('reads nothing from a hand-edited store', () => {
    localStorage.setItem('ma_pending-proposal', JSON.stringify({ id: 'https://evil.example', savedAt: Date.now() }));
    expect(pendingProposal.peek()).toBeNull();
    localStorage.setItem('ma_pending-proposal', '{not json');
    expect(pendingProposal.peek()).toBeNull();
  });

  it('is gone once forgotten', () => {
    pendingProposal.save(ID);
    pendingProposal.forget();
    expect(pendingProposal.peek()).toBeNull();
  });
});
