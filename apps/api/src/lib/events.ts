import type { NotificationEvent } from '@ma/domain';
import type { Database } from '../db/database.ts';

/**
 * Something that happened to a creator (a brand's decision, a level reached, a refund...), named
 * by its cause: the same cause is the same event, so one delivered twice is told once.
 */
export type CreatorEvent = NotificationEvent & {
  userId: string;
  /** The cause, unique per creator ('application:<id>:accepted:<decided at>'): one of `eventKeys`. */
  dedupeKey: string;
  /** When it happened; the database's clock without it. */
  at?: Date;
};

/** Every event a module emits, by name, with what it carries. */
export interface AppEvents {
  /** What happened to creators, which they may be told of (docs/product/notifications.md). */
  creatorEvents: readonly CreatorEvent[];
}

/** A module's handlers of events (its manifest's `events`), each run in the emitter's transaction. */
export type EventHandlers = { [Name in keyof AppEvents]?: (tx: Database, payload: AppEvents[Name]) => Promise<void> };

/**
 * How a module tells the modules after it what happened without importing them: it emits an
 * event in `tx`, the transaction of its cause, and every handler the modules declared runs in
 * that same transaction, so what they write exists exactly when the cause does (nothing lost
 * when it commits, nothing left when it rolls back).
 */
export interface Events {
  emit<Name extends keyof AppEvents>(tx: Database, name: Name, payload: AppEvents[Name]): Promise<void>;
}

/** The events of a program, with the handlers of its modules (modules/index.ts `appEvents`). */
export function createEvents(handlers: readonly EventHandlers[]): Events {
  return {
    async emit(tx, name, payload) {
      for (const handler of handlers) await handler[name]?.(tx, payload);
    },
  };
}
