import { randomBytes } from 'node:crypto';
import { afterEach } from 'vitest';
import { createJobRunner } from '../lib/jobs/job-runner.ts';
import type { JobRunner } from '../lib/jobs/jobs.ts';
import { silentLogger } from '../lib/logger.ts';
import type { useTestDatabase } from './test-app.ts';

/**
 * Job runners (one per API "process") on the test database, quick to poll and to check the
 * schedules; each is stopped after its test. `runner()` makes one; define, then start it.
 */
export function useJobRunners(context: ReturnType<typeof useTestDatabase>) {
  const running: JobRunner[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((runner) => runner.stop()));
  });
  const runner = (): JobRunner => {
    const created = createJobRunner({
      executor: context.handle.jobExecutor(),
      logger: silentLogger,
      graceMs: 2000,
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
      cronWorkerIntervalSeconds: 1,
    });
    running.push(created);
    return created;
  };

  /**
   * `count` jobs sent on a queue of their own (`test-<what>-…`) that fail with `message`, with no
   * retry, until `fix()`; `done()` counts the runs after. Taken in batches, so that even the 53
   * jobs of a paging test fail in a few seconds.
   */
  async function failingJobs(what: string, message: string, count = 1) {
    const name = `test-${what}-${randomBytes(3).toString('hex')}`;
    let broken = true;
    let done = 0;
    const jobs = runner();
    jobs.define(
      name,
      async () => {
        if (broken) throw new Error(message);
        done += 1;
      },
      { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60, batchSize: 60, concurrency: 10 },
    );
    await jobs.start();
    await Promise.all(Array.from({ length: count }, (_, index) => jobs.send(name, { index })));
    return { name, fix: () => void (broken = false), done: () => done };
  }

  return { runner, failingJobs };
}
