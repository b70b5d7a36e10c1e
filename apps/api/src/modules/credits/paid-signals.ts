/**
 * Wakes whoever follows a request when this process's work on it moves on (an idea written, the
 * request ended). Followers in other processes (a retry that reached another API process) see
 * the change by polling.
 */
export interface PaidSignals {
  wait(id: string, ms: number): Promise<void>;
  notify(id: string): void;
}

export function createPaidSignals(): PaidSignals {
  const waiting = new Map<string, Set<() => void>>();
  return {
    wait(id, ms) {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          waiting.get(id)?.delete(wake);
          if (waiting.get(id)?.size === 0) waiting.delete(id);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        const set = waiting.get(id) ?? new Set();
        set.add(wake);
        waiting.set(id, set);
      });
    },
    notify(id) {
      for (const wake of [...(waiting.get(id) ?? [])]) wake();
    },
  };
}
