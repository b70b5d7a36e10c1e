import type postgres from 'postgres';
import { isDatabaseUnavailable, isFailedConnect } from './pg-errors.ts';

type Sql = postgres.Sql;

/** What a query meets while the gate is closed: the request answers 503 at once instead of queueing. */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor() {
    super('database unavailable: an attempt to connect failed; waiting for a probe to succeed');
    this.name = 'DatabaseUnavailableError';
  }
}

/** A query or transaction the gate let through and that has not settled yet. */
interface Waiting {
  /** True once it reached a connection (sent, or its transaction's callback began). */
  started(): boolean;
  /** Fails it with DatabaseUnavailableError, unless it started meanwhile; it will not run. */
  abandon(): void;
}

export interface AvailabilityGate {
  /** False while the database is known to be out of reach, except for one probe per interval. */
  admit(): boolean;
  /** Tracks an admitted query until it settles; returns the function to call then, with its error if any. */
  track(waiting: Waiting): (error?: unknown) => void;
  readonly open: boolean;
}

/**
 * Why a gate: postgres.js queues every query while its connections are (re)connecting, and each
 * failed attempt fails one queued query; under load the queue grows faster than it drains and
 * requests hang (docs/architecture.md, "A database outage"). When an attempt to connect fails,
 * the gate closes: the queries still waiting for a connection fail at once, and from then on
 * one query per `probeEveryMs` tries the server (a request's own, so nothing runs while idle)
 * while the others fail at once. The first one that reaches the server opens it again. A
 * connection lost midway does not close it: the next attempt to connect tells whether the
 * server is gone.
 */
export function createAvailabilityGate({ probeEveryMs = 250, now = () => performance.now() } = {}): AvailabilityGate {
  let open = true;
  let lastProbe = 0;
  const waiting = new Set<Waiting>();
  const close = () => {
    open = false;
    lastProbe = now();
    for (const entry of waiting) {
      if (entry.started()) continue;
      waiting.delete(entry);
      entry.abandon();
    }
  };
  return {
    get open() {
      return open;
    },
    admit() {
      if (open) return true;
      if (now() - lastProbe < probeEveryMs) return false;
      lastProbe = now();
      return true;
    },
    track(entry) {
      waiting.add(entry);
      return (error) => {
        waiting.delete(entry);
        // An answer, even an error of the query's own (a unique violation): the server is there.
        if (error === undefined || !isDatabaseUnavailable(error)) open = true;
        else if (open && isFailedConnect(error)) close();
      };
    },
  };
}

type Query = PromiseLike<unknown> & { cancel(): void };

/**
 * `query` (a lazy postgres.js Query) tracked by `gate` once awaited. Methods that return the
 * query itself (`values()`, which drizzle calls before awaiting) return the proxy.
 */
function watched<Q extends Query>(query: Q, gate: AvailabilityGate): Q {
  // postgres.js sets `state` when it writes the query to a connection.
  const started = () => Boolean((query as { state?: unknown }).state);
  let cancelled = false;
  let settled: ((error?: unknown) => void) | undefined;
  const waiting: Waiting = {
    started,
    abandon() {
      // postgres.js hands an awaited query to a connection (or its queue) a turn later; one
      // cancelled in between would make that connection look full, and unused, for good.
      setImmediate(() => {
        if (started()) return;
        cancelled = true;
        // Unsent: postgres.js takes it out of its queue and rejects it (57014, replaced below).
        query.cancel();
      });
    },
  };
  const then = (onFulfilled?: (value: unknown) => unknown, onRejected?: (reason: unknown) => unknown) => {
    settled ??= gate.track(waiting);
    return query
      .then(
        (value) => (settled?.(), value),
        (error: unknown) => {
          if (cancelled) throw new DatabaseUnavailableError();
          settled?.(error);
          throw error;
        },
      )
      .then(onFulfilled, onRejected);
  };
  const proxy: Q = new Proxy(query, {
    get(target, property) {
      if (property === 'then') return then;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      // catch() and finally() go through then(), so through the gate.
      if (property === 'catch' || property === 'finally') return (...args: unknown[]) => Reflect.apply(value, proxy, args);
      return (...args: unknown[]) => {
        const result: unknown = Reflect.apply(value, target, args);
        return result === target ? proxy : result;
      };
    },
  });
  return proxy;
}

/** A transaction tracked by `gate`: abandoned before its callback begins, it rolls back and fails the caller at once. */
function watchedBegin(client: Sql, gate: AvailabilityGate, args: unknown[]): Promise<unknown> {
  const callback = args.at(-1);
  if (typeof callback !== 'function') return Reflect.apply(client.begin, client, args) as Promise<unknown>;
  let started = false;
  let abandoned = false;
  let abandon: (error: Error) => void = () => undefined;
  const abandonedAnswer = new Promise<never>((_, reject) => (abandon = reject));
  const settled = gate.track({
    started: () => started,
    abandon() {
      abandoned = true;
      abandon(new DatabaseUnavailableError());
    },
  });
  const guarded = (...inner: unknown[]): unknown => {
    // The caller already had its 503: throwing here makes postgres.js roll back.
    if (abandoned) throw new DatabaseUnavailableError();
    started = true;
    return Reflect.apply(callback, undefined, inner);
  };
  const transaction = (Reflect.apply(client.begin, client, [...args.slice(0, -1), guarded]) as Promise<unknown>).then(
    (value) => (settled(), value),
    (error: unknown) => {
      if (!abandoned) settled(error);
      throw error;
    },
  );
  return Promise.race([transaction, abandonedAnswer]);
}

/** A rejected query that still answers `values()`, as drizzle calls it before awaiting. */
function refused(): PromiseLike<unknown> {
  const rejection = Promise.reject(new DatabaseUnavailableError());
  return Object.assign(rejection, { values: () => rejection });
}

/**
 * The pool as drizzle sees it, behind `gate`: drizzle runs every statement through `unsafe`
 * and every transaction through `begin`; the statements of a transaction run on the
 * transaction's own connection and are not gated again.
 */
export function gatedClient(client: Sql, gate: AvailabilityGate): Sql {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        return (...args: Parameters<Sql['unsafe']>) => (gate.admit() ? watched(target.unsafe(...args), gate) : refused());
      }
      if (property === 'begin') {
        return (...args: unknown[]) => (gate.admit() ? watchedBegin(target, gate, args) : Promise.reject(new DatabaseUnavailableError()));
      }
      return Reflect.get(target, property, target);
    },
  });
}
