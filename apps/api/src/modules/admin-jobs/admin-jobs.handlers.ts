import type { RouteHandler } from '@hono/zod-openapi';
import { failedJobPageSchema } from '@ma/api-client/admin';
import { auditedWrite } from '../../lib/audited-write.ts';
import { apiError } from '../../lib/errors.ts';
import { transactionExecutor } from '../../lib/jobs/in-transaction.ts';
import { createJobAdmin } from '../../lib/jobs/job-runner.ts';
import { toWire } from '../../lib/wire.ts';
import { actorOf, type OperatorEnv } from '../operators/operator-auth.ts';
import type { AppServices } from '../services.ts';
import type * as routes from './admin-jobs.routes.ts';

/** The services this module's handlers use. */
export type AdminJobsNeeds = Pick<AppServices, 'db' | 'clock' | 'trustProxy' | 'appOrigin' | 'operatorAccess'>;

type Handler<R extends keyof typeof routes> = RouteHandler<(typeof routes)[R], OperatorEnv<AdminJobsNeeds>>;

export const FAILED_JOBS_PAGE_SIZE = 50;

export const listFailedJobs: Handler<'listFailedJobs'> = async (c) => {
  const jobs = createJobAdmin(transactionExecutor(c.var.services.db));
  const rows = await jobs.failed(FAILED_JOBS_PAGE_SIZE + 1, { cursor: c.req.valid('query').cursor });
  const page = rows.slice(0, FAILED_JOBS_PAGE_SIZE);
  const items = page.map((job) => ({
    id: job.id,
    queue: job.name,
    error: job.error,
    attempts: job.attempts,
    createdAt: job.createdAt.toISOString(),
    startedAt: job.startedAt?.toISOString() ?? null,
    failedAt: job.failedAt.toISOString(),
  }));
  const nextCursor = rows.length > FAILED_JOBS_PAGE_SIZE ? (page.at(-1)?.cursor ?? null) : null;
  c.header('Cache-Control', 'no-store');
  return c.json(toWire(failedJobPageSchema, { items, nextCursor }), 200);
};

export const retryJob: Handler<'retryJob'> = async (c) => {
  const { services } = c.var;
  const id = c.req.valid('param').id;
  await auditedWrite(services, actorOf(c), async (tx) => {
    // The job goes back to its queue in the transaction of its audit row: both or neither.
    const jobs = createJobAdmin(transactionExecutor(tx));
    const [job] = await jobs.failed(1, { id });
    const outcome = await jobs.retry(id);
    if (outcome === 'not-found') throw apiError('JOB_NOT_FOUND');
    if (outcome === 'not-failed') throw apiError('JOB_NOT_FAILED');
    return {
      action: 'job.retried',
      targetType: 'job',
      targetId: id,
      before: job ? { queue: job.name, state: 'failed', error: job.error, attempts: job.attempts } : null,
      after: job ? { queue: job.name, state: 'retry' } : null,
      result: undefined,
    };
  });
  return c.body(null, 204);
};
