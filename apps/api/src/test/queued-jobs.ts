import PgBoss from 'pg-boss';
import type { JobExecutor } from '../db/database.ts';
import { JOBS_SCHEMA } from '../lib/jobs/install.ts';
import type { JobHandler, JobOptions, JobRunner } from '../lib/jobs/jobs.ts';

/**
 * A job runner a test drives by hand, on pg-boss's own queues in the test database (so that what
 * a module queues in its transactions, lib/jobs/in-transaction.ts, lands here): `start` installs
 * them and makes the defined queues; `runDue(name)` fetches the jobs waiting now and runs each
 * once (`most` of them at most; `runWaiting(name)` also those due later by the database's clock), completing it or failing it into pg-boss's retry (with no delay: the backoff is
 * pg-boss's, tested in lib/jobs). Answers how many jobs it ran. No polling, no schedules.
 */
export function createQueuedJobs(executor: JobExecutor): JobRunner & {
  runDue(name: string, most?: number): Promise<number>;
  runWaiting(name: string): Promise<number>;
  pending(name: string): Promise<number>;
} {
  const boss = new PgBoss({ db: executor, schema: JOBS_SCHEMA, supervise: false, schedule: false });
  const handlers = new Map<string, { handler: JobHandler<object>; options: JobOptions }>();
  return {
    define(name, handler, options) {
      handlers.set(name, { handler: handler as JobHandler<object>, options });
    },
    schedule: () => undefined,
    async send(name, data = {}, options = {}) {
      return (await boss.send(name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {})) !== null;
    },
    async start() {
      await boss.start();
      for (const [name, { options }] of handlers) {
        const queue = {
          name,
          policy: options.policy ?? 'standard',
          retryLimit: options.retryLimit,
          retryDelay: 0,
          retryBackoff: false,
          expireInSeconds: options.expireInSeconds,
        };
        if (!(await boss.getQueue(name))) await boss.createQueue(name, queue);
        await boss.updateQueue(name, queue);
      }
    },
    async stop() {},
    async pending(name) {
      return boss.getQueueSize(name);
    },
    runDue: (name, most = 1000) => run(name, { batchSize: most }),
    runWaiting: (name) => run(name, { batchSize: 1000, ignoreStartAfter: true }),
  };

  async function run(name: string, fetch: { batchSize: number; ignoreStartAfter?: boolean }): Promise<number> {
    const definition = handlers.get(name);
    if (!definition) throw new Error(`no job ${name}`);
    const due = await boss.fetch<object>(name, { ...fetch, includeMetadata: true });
    for (const job of due) {
      try {
        await definition.handler(job.data, {
          id: job.id,
          attempt: job.retryCount + 1,
          lastAttempt: job.retryCount >= job.retryLimit,
          signal: new AbortController().signal,
        });
        await boss.complete(name, job.id);
      } catch (error) {
        await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    }
    return due.length;
  }
}
