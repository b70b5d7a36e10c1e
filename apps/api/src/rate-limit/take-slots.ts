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
