import { describe, expect, it } from 'vitest';
import { canWithdrawApplication } from './applications.ts';

describe('canWithdrawApplication', () => {
  it('lets a pending application go and keeps one the brand answered', () => {
    expect(canWithdrawApplication('pending')).toBe(true);
    expect(canWithdrawApplication('accepted')).toBe(false);
    expect(canWithdrawApplication('rejected')).toBe(false);
  });
});
