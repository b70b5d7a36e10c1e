/** At most `limit` counted events per `windowMs` (a sliding window). */
export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitDecision =
  | { allowed: true; /** Identifies the slot taken, to give it back with `release`. */ ticket: string }
  | { allowed: false; /** Until a slot frees up. */ retryAfterMs: number };

/**
 * Counters shared by every API process (Redis) or kept in this one (memory). Time comes
 * from the caller (`now`, epoch ms), so the app's injected clock drives every window.
 */
export interface RateLimiter {
  /** Takes one slot of `key`'s window, unless all of them are taken. Atomic per key. */
  consume(key: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision>;
  /** Gives back a slot taken by `consume` (the event turned out not to count). */
  release(key: string, ticket: string): Promise<void>;
  /** Forgets every event of `key`. */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
