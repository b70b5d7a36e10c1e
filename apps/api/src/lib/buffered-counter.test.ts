import { describe, expect, it } from 'vitest';
import { createBackground } from './background.ts';
import { createBufferedCounter } from './buffered-counter.ts';
import { silentLogger, type Logger } from './logger.ts';

type Row = { key: string; n: number };

/** A counter whose writes land in `written`, failing while `failing` says so. */
function counter(options: { flushMs?: number; batchSize?: number; maxPending?: number; failing?: () => boolean } = {}) {
  const written: Row[][] = [];
  const warnings: { message: string; fields: Record<string, unknown> | undefined }[] = [];
  const logger: Logger = { ...silentLogger, warn: (message, fields) => void warnings.push({ message, fields }) };
  const background = createBackground(silentLogger);
  const made = createBufferedCounter<Row>({
    name: 'contar',
    keyOf: (row) => row.key,
    merge: (kept, row) => void (kept.n += row.n),
    write: async (rows) => {
      if (options.failing?.()) throw new Error('connect ECONNREFUSED');
      written.push(rows.map((row) => ({ ...row })));
    },
    background,
    logger,
    flushMs: options.flushMs ?? 1000,
    ...(options.batchSize && { batchSize: options.batchSize }),
    ...(options.maxPending && { maxPending: options.maxPending }),
  });
  return { counter: made, written, warnings, background };
}

describe('a buffered counter', () => {
  it('writes the rows of a period together, one per key, after the period', async () => {
    const { counter: made, written, background } = counter({ flushMs: 30 });
    made.add({ key: 'a', n: 1 });
    made.add({ key: 'b', n: 1 });
    made.add({ key: 'a', n: 2 });
    expect(written).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await background.idle();
    expect(written).toEqual([
      [
        { key: 'a', n: 3 },
        { key: 'b', n: 1 },
      ],
    ]);
  });

  it('keeps the rows of a failed write and writes them with the next flush', async () => {
    let down = true;
    const { counter: made, written } = counter({ failing: () => down });
    made.add({ key: 'a', n: 1 });
    await expect(made.flush()).rejects.toThrow('ECONNREFUSED');
    made.add({ key: 'a', n: 1 });
    made.add({ key: 'b', n: 1 });
    down = false;
    await made.flush();
    expect(written).toEqual([
      [
        { key: 'a', n: 2 },
        { key: 'b', n: 1 },
      ],
    ]);
    // Nothing is left to write twice.
    await made.flush();
    expect(written).toHaveLength(1);
  });

  it('writes again on its own a second after a failed write', async () => {
    let down = true;
    const { counter: made, written, background } = counter({ flushMs: 10, failing: () => down });
    made.add({ key: 'a', n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await background.idle();
    expect(written).toEqual([]);
    down = false;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await background.idle();
    expect(written).toEqual([[{ key: 'a', n: 1 }]]);
  });

  it('keeps only the batches not written when a later batch fails', async () => {
    let writes = 0;
    const { counter: made, written } = counter({ batchSize: 2, failing: () => (writes += 1) === 2 });
    for (const key of ['a', 'b', 'c', 'd']) made.add({ key, n: 1 });
    await expect(made.flush()).rejects.toThrow();
    await made.flush();
    expect(written.map((rows) => rows.map((row) => row.key))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('drops the rows of a failed write past its bound, and says so', async () => {
    const { counter: made, written, warnings } = counter({ maxPending: 2, failing: () => true });
    for (const key of ['a', 'b', 'c']) made.add({ key, n: 1 });
    await expect(made.flush()).rejects.toThrow();
    expect(warnings).toEqual([
      { message: 'contar: rows dropped, the database refused them and the buffer is full', fields: { dropped: 3, kept: 0 } },
    ]);
    expect(written).toEqual([]);
  });

  it('writes each row at once with no period (tests)', async () => {
    const { counter: made, written, background } = counter({ flushMs: 0 });
    made.add({ key: 'a', n: 1 });
    await background.idle();
    expect(written).toEqual([[{ key: 'a', n: 1 }]]);
  });
});
