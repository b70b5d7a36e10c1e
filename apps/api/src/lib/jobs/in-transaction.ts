import PgBoss from 'pg-boss';
import { sql, type SQL } from 'drizzle-orm';
import { jobParameter, type Database, type JobExecutor } from '../../db/database.ts';
import { JOBS_SCHEMA } from './install.ts';

/** A job to queue: its data, and with a `stately` queue the key under which one job waits at most. */
export interface QueuedJob {
  data: object;
  singletonKey?: string;
  /**
   * Not run before this time, or before this many seconds from now, both by the database's clock
   * (which pg-boss reads). Default: at once.
   */
  startAfter?: Date | { seconds: number };
}

/** pg-boss's `$n` statement as drizzle SQL: the text as it is, each `$n` its value. */
function statementOf(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = [];
  let from = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    // One parameter each, an array included (drizzle would spread a bare array into a list: retry's ids).
    chunks.push(sql.raw(text.slice(from, match.index)), sql`${sql.param(jobParameter(values[Number(match[1]) - 1]))}`);
    from = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(from)));
  return sql.join(chunks);
}

/**
 * pg-boss's "bring your own" `db` on a drizzle transaction: its statements run on the
 * transaction's connection (postgres.js's reserved one, or PGlite's only one), so what it writes
 * commits or rolls back with the transaction.
 */
export function transactionExecutor(tx: Database): JobExecutor {
  return {
    async executeSql(text, values = []) {
      const result: unknown = await tx.execute(statementOf(text, values));
      // postgres.js answers the rows as an array, PGlite as { rows }.
      const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows;
      return { rows: rows as Record<string, unknown>[] };
    },
  };
}

// Only its statements are used (`insert` with the caller's `db`): it is never started, holds no
// connection and no state.
const statements = new PgBoss({
  db: { executeSql: () => Promise.reject(new Error('jobs: a job is queued with its transaction')) },
  schema: JOBS_SCHEMA,
});

/**
 * Queues jobs on `name` in `tx`, the transaction of their cause (docs/decisions/018): they exist
 * exactly when it commits, so a job is never lost after its cause nor sent for a cause rolled
 * back. The queue is made with the migrations (its module's manifest lists it in `queues`;
 * install.ts), so it exists before anything writes, the demo's first seed and the commands
 * included.
 */
export async function queueJobs(tx: Database, name: string, jobs: readonly QueuedJob[]): Promise<void> {
  if (jobs.length === 0) return;
  const db = transactionExecutor(tx);
  await statements.insert(
    jobs.map((job) => ({
      name,
      data: job.data,
      ...(job.singletonKey ? { singletonKey: job.singletonKey } : {}),
      ...(job.startAfter ? { startAfter: job.startAfter instanceof Date ? job.startAfter : `${job.startAfter.seconds} seconds` } : {}),
    })),
    { db },
  );
}

/** `queueJobs` of one job. */
export const queueJob = (tx: Database, name: string, data: object, options: Omit<QueuedJob, 'data'> = {}) =>
  queueJobs(tx, name, [{ data, ...options }]);
