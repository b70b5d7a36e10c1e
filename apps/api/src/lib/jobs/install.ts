import PgBoss from 'pg-boss';
import type { JobExecutor } from '../../db/database.ts';
import type { JobQueue } from './jobs.ts';

/** pg-boss's tables live in this schema, beside the app's. */
export const JOBS_SCHEMA = 'pgboss';

/** A queue's settings as pg-boss keeps them (only the ones set by the code; the rest keep pg-boss's defaults). */
export const queueSettings = ({ name, options }: JobQueue) => ({
  name,
  policy: options.policy ?? 'standard',
  retryLimit: options.retryLimit,
  retryDelay: options.retryDelay,
  retryBackoff: options.retryBackoff,
  expireInSeconds: options.expireInSeconds,
});

/**
 * Brings the jobs' tables up to date (pg-boss installs or migrates its schema) and makes
 * `queues`, or brings their settings up to date. Run with the migrations (modules/index.ts
 * `prepareDatabase`), before anything writes: a job is queued in its cause's transaction
 * (in-transaction.ts), and one queued before its queue exists would be dropped.
 */
export async function installJobQueues(executor: JobExecutor, queues: readonly JobQueue[]): Promise<void> {
  // Not started as a runner: no worker, no maintenance, no schedules.
  const boss = new PgBoss({ db: executor, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  await boss.start();
  for (const queue of queues) await ensureQueue(boss, executor, queue);
  await boss.stop({ graceful: false, close: false });
}

/** Makes `queue` once for the database, and brings its settings to the code's. */
export async function ensureQueue(boss: PgBoss, executor: JobExecutor, queue: JobQueue): Promise<void> {
  const settings = queueSettings(queue);
  if (!(await boss.getQueue(queue.name))) await createQueue(executor, queue.name, settings);
  await boss.updateQueue(queue.name, settings);
}

/**
 * pg-boss's create_queue (a table of the queue's own, attached to the jobs' table) under a lock:
 * two processes making queues at the same time deadlock on the queue table otherwise.
 */
async function createQueue(executor: JobExecutor, name: string, settings: object): Promise<void> {
  const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
  await executor.executeSql(`
    BEGIN;
    SET LOCAL lock_timeout = '30s';
    SELECT pg_advisory_xact_lock(hashtext(${literal(`${JOBS_SCHEMA}.create_queue`)}));
    SELECT ${JOBS_SCHEMA}.create_queue(${literal(name)}, ${literal(JSON.stringify(settings))}::json);
    COMMIT;
  `);
}
