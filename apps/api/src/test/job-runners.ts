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
  return {
    runner(): JobRunner {
      const runner = createJobRunner({
        executor: context.handle.jobExecutor(),
        logger: silentLogger,
        graceMs: 2000,
        pollingIntervalSeconds: 0.5,
        cronMonitorIntervalSeconds: 1,
        cronWorkerIntervalSeconds: 1,
      });
      running.push(runner);
      return runner;
    },
  };
}
