import { EventEmitter, once } from 'node:events';

/**
 * Wakes whoever follows a request when this process's work on it moves on (an idea written, the
 * request ended). Followers in other processes (a retry that reached another API process) see
 * the change by polling.
 */
export interface PaidSignals {
  /** Resolves when `id` is notified, or after `ms` at the latest. */
  wait(id: string, ms: number): Promise<void>;
  notify(id: string): void;
}

export function createPaidSignals(): PaidSignals {
  const moves = new EventEmitter();
  // One listener per follower of a request: as many as there are followers, none leaked (`once`).
  moves.setMaxListeners(0);
  return {
    async wait(id, ms) {
      try {
        await once(moves, id, { signal: AbortSignal.timeout(ms) });
      } catch {
        // Timed out: the follower polls anyway.
      }
    },
    notify(id) {
      moves.emit(id);
    },
  };
}
