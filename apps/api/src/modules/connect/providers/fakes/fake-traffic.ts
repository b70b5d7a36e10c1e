import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';

/** An answer a test asks the fake to give instead of the real one. */
export interface FakeFailure<Code> {
  status: number;
  /** The provider's error code (Graph's `code`, TikTok's `error`); a default suits the status. */
  code?: Code;
  /** Graph's `error_subcode`. */
  subcode?: number;
  /** A raw body instead of the provider's error shape (malformed JSON, a wrong shape). */
  body?: string;
  headers?: Record<string, string>;
  /** How many calls in a row. @default 1 */
  times?: number;
}

/** What the tests and benchmarks see and steer of a fake's traffic. */
export interface FakeTrafficControl<E extends string, Code> {
  /** Calls per endpoint since the start or the last reset. */
  calls(): Record<E, number>;
  totalCalls(): number;
  /** The most requests the fake was answering at once. */
  peakConcurrency(): number;
  /** The next calls of `endpoint` answer `failure` (queued after earlier ones). */
  failNext(endpoint: E, failure: FakeFailure<Code>): void;
  /** Delays every answer (or one endpoint's) by `ms`. */
  setLatency(ms: number, endpoint?: E): void;
  /** Counters, queued failures and latency back to nothing. */
  reset(): void;
}

/** Wraps an endpoint's handler with the counting, the latency and the queued failures. */
export type EndpointWrapper<E extends string> = (name: E, handler: (c: Context) => Response | Promise<Response>) => (c: Context) => Promise<Response>;

/**
 * Counting, failure injection and latency for a fake's endpoints. Cheap on purpose (a map
 * increment per call): a benchmark drives thousands of calls through it.
 */
export function createFakeTraffic<E extends string, Code>(endpoints: readonly E[], errorBody: (endpoint: E, failure: FakeFailure<Code>) => unknown) {
  const counts = new Map<E, number>();
  const failures = new Map<E, { failure: FakeFailure<Code>; left: number }[]>();
  const latency = new Map<E | '*', number>();
  let inFlight = 0;
  let peak = 0;

  const takeFailure = (endpoint: E): FakeFailure<Code> | undefined => {
    const queue = failures.get(endpoint);
    const next = queue?.[0];
    if (!queue || !next) return undefined;
    next.left -= 1;
    if (next.left <= 0) queue.shift();
    return next.failure;
  };

  const control: FakeTrafficControl<E, Code> = {
    calls: () => Object.fromEntries(endpoints.map((endpoint) => [endpoint, counts.get(endpoint) ?? 0])) as Record<E, number>,
    totalCalls: () => [...counts.values()].reduce((sum, count) => sum + count, 0),
    peakConcurrency: () => peak,
    failNext(endpoint, failure) {
      const queue = failures.get(endpoint) ?? [];
      queue.push({ failure, left: failure.times ?? 1 });
      failures.set(endpoint, queue);
    },
    setLatency(ms, endpoint) {
      latency.set(endpoint ?? '*', ms);
    },
    reset() {
      counts.clear();
      failures.clear();
      latency.clear();
      peak = inFlight;
    },
  };

  /** Wraps a handler: counts the call, waits the latency, answers a queued failure or the handler's answer. */
  const endpoint: EndpointWrapper<E> = (name, handler) => async (c) => {
    counts.set(name, (counts.get(name) ?? 0) + 1);
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    try {
      const failure = takeFailure(name);
      const delay = latency.get(name) ?? latency.get('*') ?? 0;
      if (delay > 0) await sleep(delay);
      if (!failure) return await handler(c);
      const body = failure.body ?? JSON.stringify(errorBody(name, failure));
      return new Response(body, { status: failure.status, headers: { 'content-type': 'application/json; charset=UTF-8', ...failure.headers } });
    } finally {
      inFlight -= 1;
    }
  };

  return { control, endpoint };
}
