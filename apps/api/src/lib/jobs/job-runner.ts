import PgBoss from 'pg-boss';
import type { JobExecutor } from '../../db/database.ts';
import type { Logger } from '../logger.ts';
import { SHUTDOWN_GRACE_MS } from '../shutdown.ts';
import { ensureQueue, JOBS_SCHEMA } from './install.ts';
import type { FailedJob, JobHandler, JobOptions, JobRunner, SendOptions } from './jobs.ts';

// A failed job stays in the queue's table (where `jobs:retry` finds it) for a week.
const KEEP_FAILED_SECONDS = 7 * 24 * 60 * 60;

export interface JobRunnerOptions {
  executor: JobExecutor;
  logger: Logger;
  /** How long `stop` waits for running handlers. Default: the shutdown's grace. */
  graceMs?: number;
  /** How often an idle queue looks for work, in seconds (at least 0.5). Default: 2. */
  pollingIntervalSeconds?: number;
  /** How often a process checks the schedules, in seconds (one process per interval does). Default: 5. */
  cronMonitorIntervalSeconds?: number;
  /** How often a due schedule's job is sent, in seconds. Default: 5. */
  cronWorkerIntervalSeconds?: number;
}

const bossOn = (executor: JobExecutor, config: Partial<PgBoss.ConstructorOptions> = {}) =>
  new PgBoss({ db: executor, schema: JOBS_SCHEMA, archiveFailedAfterSeconds: KEEP_FAILED_SECONDS, ...config });

interface Definition {
  handler: JobHandler<object>;
  options: JobOptions;
}

/**
 * The platform's one job runner, on pg-boss over the app's own database handle (its pool, or
 * the embedded PGlite): every process runs one; the database decides which process runs a job.
 */
export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { executor, logger } = options;
  const boss = bossOn(executor, {
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 5,
    cronWorkerIntervalSeconds: options.cronWorkerIntervalSeconds ?? 5,
  });
  // pg-boss reports what fails beside the jobs (maintenance, schedules, a lost connection) here.
  boss.on('error', (error) => logger.warn('jobs: pg-boss failed', { error }));
  const definitions = new Map<string, Definition>();
  const schedules: { name: string; cron: string; runAtStart: boolean }[] = [];
  const stopping = new AbortController();
  let started = false;

  /** A worker on `name`: `batchSize` jobs per fetch, `lanes` of them run at once, each settled on its own. */
  function work(name: string, handler: JobHandler<object>, batchSize: number, lanes: number) {
    async function runOne(job: PgBoss.JobWithMetadata<object>) {
      // A batch's job not begun when the process stops is retried elsewhere (a job ended
      // without failing counts as done).
      if (batchSize > 1 && stopping.signal.aborted) {
        await boss.fail(name, job.id, new Error('jobs: the process stopped before the job began'));
        return;
      }
      const context = {
        id: job.id,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
        signal: stopping.signal,
      };
      try {
        await handler(job.data, context);
      } catch (error) {
        // pg-boss keeps the error with the job (jobs:failed) and retries it while it may.
        logger.warn(`jobs: ${name} failed`, { job: job.id, attempt: context.attempt, lastAttempt: context.lastAttempt, error });
        if (batchSize === 1) throw error;
        await boss.fail(name, job.id, error instanceof Error ? error : new Error(String(error)));
      }
    }
    return boss.work<object>(
      name,
      { includeMetadata: true, batchSize, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (jobs) => {
        let next = 0;
        const lane = async () => {
          while (next < jobs.length) await runOne(jobs[next++] as PgBoss.JobWithMetadata<object>);
        };
        await Promise.all(Array.from({ length: Math.min(lanes, jobs.length) }, lane));
      },
    );
  }

  return {
    define(name, handler, jobOptions) {
      if (started) throw new Error(`jobs: ${name} defined after start`);
      definitions.set(name, { handler: handler as JobHandler<object>, options: jobOptions });
    },
    schedule(name, cron, scheduleOptions = {}) {
      if (started) throw new Error(`jobs: ${name} scheduled after start`);
      schedules.push({ name, cron, runAtStart: scheduleOptions.runAtStart ?? false });
    },
    async send(name, data = {}, sendOptions: SendOptions = {}) {
      const id = await boss.send(name, data, sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {});
      return id !== null;
    },
    async start() {
      started = true;
      await boss.start();
      for (const [name, definition] of definitions) {
        // Made with the migrations when a transaction queues on it; its settings follow the code's at every start.
        await ensureQueue(boss, executor, { name, options: definition.options });
        const { concurrency = 1, batchSize = 1 } = definition.options;
        // One job per fetch: a worker per job at once. In batches: one worker, its batch's jobs `concurrency` at once.
        if (batchSize === 1) for (let worker = 0; worker < concurrency; worker += 1) await work(name, definition.handler, 1, 1);
        else await work(name, definition.handler, batchSize, concurrency);
      }
      for (const { name, cron, runAtStart } of schedules) {
        if (!definitions.has(name)) throw new Error(`jobs: ${name} scheduled but not defined`);
        await boss.schedule(name, cron, {}, { tz: 'UTC' });
        if (runAtStart) await boss.send(name, {});
      }
    },
    async stop() {
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, close: false, timeout: options.graceMs ?? SHUTDOWN_GRACE_MS });
    },
  };
}

/** What an operator does with the jobs (cli.ts jobs:failed, jobs:retry), without running any. */
export function createJobAdmin(executor: JobExecutor) {
  const boss = bossOn(executor);
  const installed = async () =>
    (await executor.executeSql(`select to_regclass('${JOBS_SCHEMA}.job') is not null as installed`)).rows[0]?.['installed'] === true;

  return {
    /**
     * The failed jobs still kept (a week), the last failed first, `limit` of them after `cursor`
     * (the `cursor` of the last job of the page before: keyset over when it failed and its id),
     * or the one of `id`.
     */
    async failed(limit = 100, { cursor, id }: { cursor?: string; id?: string } = {}): Promise<FailedJob[]> {
      if (!(await installed())) return [];
      const after = parseFailedCursor(cursor);
      const values: unknown[] = [limit];
      const filters = ["state = 'failed'"];
      if (after) filters.push(`(completed_on, id) < ($${values.push(after.at)}::timestamptz, $${values.push(after.id)}::uuid)`);
      if (id) filters.push(`id = $${values.push(id)}::uuid`);
      const { rows } = await executor.executeSql(
        `select name, id::text as id, output, retry_count, created_on, started_on, completed_on, completed_on::text as completed_text
         from ${JOBS_SCHEMA}.job where ${filters.join(' and ')} order by completed_on desc, id desc limit $1`,
        values,
      );
      return rows.map((row) => ({
        name: String(row['name']),
        id: String(row['id']),
        error: errorText(row['output']),
        attempts: Number(row['retry_count']) + 1,
        createdAt: new Date(row['created_on'] as string | Date),
        startedAt: row['started_on'] ? new Date(row['started_on'] as string | Date) : null,
        failedAt: new Date(row['completed_on'] as string | Date),
        cursor: `${String(row['completed_text'])}|${String(row['id'])}`,
      }));
    },
    /** How many failed jobs are kept. */
    async failedCount(): Promise<number> {
      if (!(await installed())) return 0;
      const { rows } = await executor.executeSql(`select count(*)::int as n from ${JOBS_SCHEMA}.job where state = 'failed'`);
      return Number(rows[0]?.['n'] ?? 0);
    },
    /** Sends a failed job back to its queue for one more attempt. */
    async retry(id: string): Promise<'retried' | 'not-found' | 'not-failed'> {
      if (!(await installed())) return 'not-found';
      const { rows } = await executor.executeSql(`select name from ${JOBS_SCHEMA}.job where id = $1::uuid`, [id]);
      const name = rows[0]?.['name'];
      if (typeof name !== 'string') return 'not-found';
      const job = await boss.getJobById(name, id);
      if (!job) return 'not-found';
      if (job.state !== 'failed') return 'not-failed';
      await boss.retry(name, id);
      return 'retried';
    },
  };
}

export type JobAdmin = ReturnType<typeof createJobAdmin>;

/** A failed job's `cursor`: the database's text of its completed_on (every digit of it), and its id. */
function parseFailedCursor(cursor: string | undefined): { at: string; id: string } | undefined {
  const match =
    cursor && /^(\d{4}-\d\d-\d\d[ T][\d:.]+(?:Z|[+-]\d\d(?::?\d\d)?))\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(cursor);
  return match ? { at: match[1] ?? '', id: match[2] ?? '' } : undefined;
}

/** The error pg-boss kept for a job: a thrown error's message, its own timeout or shutdown note. */
function errorText(output: unknown): string {
  const value = typeof output === 'string' ? (JSON.parse(output) as unknown) : output;
  if (value && typeof value === 'object') {
    const record = value as { message?: unknown; value?: unknown };
    if (typeof record.message === 'string') return record.message;
    if (typeof record.value === 'string') return record.value;
    if (record.value && typeof record.value === 'object') return errorText(record.value);
  }
  return value === null || value === undefined ? '' : JSON.stringify(value);
}
