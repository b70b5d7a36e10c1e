import { createHash } from 'node:crypto';
import { tooManyAttempts, type TooManyCode } from '../lib/errors.ts';
import type { RateLimiter, RateLimitRule } from './rate-limiter.ts';

/** One counter an event counts against: its key in the store, and the rule of its window. */
export interface Counter {
  key: string;
  rule: RateLimitRule;
}

export interface TakenSlot {
  key: string;
  ticket: string;
}

export type SlotsDecision = { allowed: true; taken: TakenSlot[] } | { allowed: false; retryAfterMs: number };

/**
 * Takes a slot of every counter, in order, or of none: when one refuses, the slots already taken
 * are given back, so that an event that was refused is not counted by the others.
 */
export async function takeSlots(limiter: RateLimiter, counters: readonly Counter[], now: number): Promise<SlotsDecision> {
  const taken: TakenSlot[] = [];
  for (const { key, rule } of counters) {
    const decision = await limiter.consume(key, rule, now);
    if (!decision.allowed) {
      await giveBack(limiter, taken);
      return decision;
    }
    taken.push({ key, ticket: decision.ticket });
  }
  return { allowed: true, taken };
}

/** Gives back slots taken by `takeSlots` (the event turned out not to count). */
export const giveBack = (limiter: RateLimiter, taken: readonly TakenSlot[]): Promise<void> =>
  Promise.all(taken.map(({ key, ticket }) => limiter.release(key, ticket))).then(() => undefined);

/** Takes a slot of every counter, or of none and refuses with `code`'s 429 and Retry-After. */
export async function takeSlotsOrRefuse(limiter: RateLimiter, counters: readonly Counter[], now: number, code: TooManyCode): Promise<TakenSlot[]> {
  const decision = await takeSlots(limiter, counters, now);
  if (!decision.allowed) throw tooManyAttempts(code, decision.retryAfterMs);
  return decision.taken;
}

/** An e-mail address as a counter's key part: hashed, so that the shared store never holds addresses. */
export const hashedEmail = (email: string): string => createHash('sha256').update(email.toLowerCase()).digest('hex');
