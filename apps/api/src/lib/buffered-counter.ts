import type { Background } from './background.ts';
import type { Logger } from './logger.ts';

/** Rows kept in memory while the database refuses them, by default; beyond it, a failed write's rows are dropped. */
const MAX_PENDING = 200_000;
/** The least wait before writing again after a failed write. */
const RETRY_MS = 1000;

export interface BufferedCounterOptions<R> {
  /** Names the write in the log and in the background work ('count media-kit visits'). */
  name: string;
  /** Rows of one key are one row in memory (`merge` adds the second to the first; default: the first stays). */
  keyOf(row: R): string;
  merge?(kept: R, row: R): void;
  /** Writes rows; a failure keeps them (from the failed batch on) for the next flush. */
  write(rows: R[]): Promise<unknown>;
  /** Rows per `write`. Default: all at once. */
  batchSize?: number;
  background: Background;
  logger: Logger;
  /** How long rows gather before one write; 0 writes each at once (tests). */
  flushMs: number;
  maxPending?: number;
}

export interface BufferedCounter<R> {
  add(row: R): void;
  /** Writes the rows gathered so far (the timer does, and shutdown: lib/shutdown.ts); rejects when the write fails, keeping the rows. */
  flush(): Promise<void>;
}

/**
 * Counts written in batches, not one statement per event (kit visits, tracked-link clicks): rows
 * gather in memory for `flushMs` and are written together, after the answers, by the app's
 * background work. A write the database refuses keeps its rows for the next flush, a second or
 * more later (bounded by `maxPending`, a log line for what has to go): a count written twice is
 * harmless to the writes that use it (insert-or-ignore, or add-on-conflict of a row taken once).
 */
export function createBufferedCounter<R>(options: BufferedCounterOptions<R>): BufferedCounter<R> {
  const { name, keyOf, background, logger, flushMs } = options;
  const maxPending = options.maxPending ?? MAX_PENDING;
  let pending = new Map<string, R>();
  let timer: NodeJS.Timeout | undefined;

  const add = (row: R) => {
    const key = keyOf(row);
    const kept = pending.get(key);
    if (kept === undefined) pending.set(key, row);
    else options.merge?.(kept, row);
  };
  const schedule = (ms: number) => {
    timer ??= setTimeout(() => background.run(name, flush), ms).unref();
  };

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const rows = [...pending.values()];
    pending = new Map();
    const size = options.batchSize ?? Math.max(rows.length, 1);
    let written = 0;
    try {
      for (; written < rows.length; written += size) await options.write(rows.slice(written, written + size));
    } catch (error) {
      // Kept for the next flush (the database may be back by then), within the bound.
      const left = rows.slice(written);
      if (pending.size + left.length <= maxPending) for (const row of left) add(row);
      else logger.warn(`${name}: rows dropped, the database refused them and the buffer is full`, { dropped: left.length, kept: pending.size });
      schedule(Math.max(flushMs, RETRY_MS));
      throw error;
    }
  }

  return {
    add(row) {
      add(row);
      if (flushMs === 0) background.run(name, flush);
      else schedule(flushMs);
    },
    flush,
  };
}
