import { randomUUID } from 'node:crypto';
import type { RateLimitDecision, RateLimiter, RateLimitRule } from './rate-limiter.ts';

interface Slot {
  at: number;
  ticket: string;
}

interface Entry {
  slots: Slot[];
  windowMs: number;
}

/** Counters of this process only: for a single API process (the embedded default) and tests. */
export class MemoryRateLimiter implements RateLimiter {
  readonly #entries = new Map<string, Entry>();
  readonly #maxKeys: number;

  constructor(options: { maxKeys?: number } = {}) {
    this.#maxKeys = options.maxKeys ?? 50_000;
  }

  async consume(key: string, rule: RateLimitRule, now: number): Promise<RateLimitDecision> {
    const entry = this.#entries.get(key) ?? { slots: [], windowMs: rule.windowMs };
    entry.windowMs = rule.windowMs;
    entry.slots = entry.slots.filter((slot) => slot.at > now - rule.windowMs);
    if (entry.slots.length >= rule.limit) {
      // Sorted by time: a slot frees up when the one `limit` places from the newest expires.
      const freeing = entry.slots[entry.slots.length - rule.limit];
      const retryAfterMs = freeing ? freeing.at + rule.windowMs - now : rule.windowMs;
      return { allowed: false, retryAfterMs };
    }
    const ticket = `${now}:${randomUUID()}`;
    entry.slots.push({ at: now, ticket });
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#maxKeys) this.#sweep(now);
    return { allowed: true, ticket };
  }

  async release(key: string, ticket: string): Promise<void> {
    const entry = this.#entries.get(key);
    if (!entry) return;
    entry.slots = entry.slots.filter((slot) => slot.ticket !== ticket);
    if (entry.slots.length === 0) this.#entries.delete(key);
  }

  async reset(key: string): Promise<void> {
    this.#entries.delete(key);
  }

  async close(): Promise<void> {
    this.#entries.clear();
  }

  /** Bounds memory under a flood of distinct keys: drops those whose window has passed. */
  #sweep(now: number): void {
    for (const [key, entry] of this.#entries) {
      const newest = entry.slots.at(-1);
      if (!newest || newest.at <= now - entry.windowMs) this.#entries.delete(key);
    }
  }
}
