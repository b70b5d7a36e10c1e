import type { Logger } from './logger.ts';

/**
 * Work a request starts but does not wait for (an e-mail to send), so that its answer takes the
 * same time whatever that work is. A failure is logged, never lost silently; `idle` waits for
 * everything started so far (the server's shutdown, and tests that read what the work wrote).
 */
export interface Background {
  run(name: string, task: () => Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackground(logger: Logger): Background {
  const pending = new Set<Promise<void>>();
  return {
    run(name, task) {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => logger.error(`background: ${name} failed`, { error }),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}
