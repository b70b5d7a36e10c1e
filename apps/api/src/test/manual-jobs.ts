import type { JobHandler, JobOptions, JobRunner } from '../lib/jobs/jobs.ts';

interface Pending {
  name: string;
  data: object;
  key: string | undefined;
  attempts: number;
}

/**
 * A job runner a test drives by hand: `send` keeps the job, `runDue(name)` runs each one kept
 * once (in the order sent), keeping a failed one for the next call while it has retries left
 * (no delay: the backoff is pg-boss's, tested in lib/jobs). A key already waiting is not sent
 * twice, as on a stately queue. Answers how many jobs it ran.
 */
export function createManualJobs(): JobRunner & { runDue(name: string): Promise<number>; pending(name: string): number } {
  const handlers = new Map<string, { handler: JobHandler<object>; options: JobOptions }>();
  let pending: Pending[] = [];
  return {
    define(name, handler, options) {
      handlers.set(name, { handler: handler as JobHandler<object>, options });
    },
    schedule: () => undefined,
    async send(name, data = {}, options = {}) {
      if (options.singletonKey && pending.some((job) => job.name === name && job.key === options.singletonKey)) return false;
      pending.push({ name, data, key: options.singletonKey, attempts: 0 });
      return true;
    },
    async start() {},
    async stop() {},
    pending: (name) => pending.filter((job) => job.name === name).length,
    async runDue(name) {
      const definition = handlers.get(name);
      if (!definition) throw new Error(`no job ${name}`);
      const due = pending.filter((job) => job.name === name);
      pending = pending.filter((job) => job.name !== name);
      for (const job of due) {
        job.attempts += 1;
        const lastAttempt = job.attempts > definition.options.retryLimit;
        try {
          await definition.handler(job.data, {
            id: `${name}-${job.key ?? ''}`,
            attempt: job.attempts,
            lastAttempt,
            signal: new AbortController().signal,
          });
        } catch {
          if (!lastAttempt) pending.push(job);
        }
      }
      return due.length;
    },
  };
}
