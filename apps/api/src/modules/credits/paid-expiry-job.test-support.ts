import { servicesOf, type App } from '../../app.ts';
import type { JobExecutor } from '../../db/database.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { definePaidExpiryJob } from './paid-expiry-job.ts';
import { paidExpiryJob, type PaidKind, type PaidTable } from './paid-request.ts';

/**
 * The expiry jobs of `kind` on the test database, run by hand: `run()` runs those due in the
 * database's time (all of them: it is ahead of the test app's clock, and the file's other tests
 * left theirs), and each looks at the app's clock, which the test moves, to tell whether its
 * request is abandoned yet; `runLater()` also runs those queued again for later, as the database's
 * clock would once that time has come.
 */
export async function paidExpiryJobs<T extends PaidTable>(executor: JobExecutor, app: App, kind: PaidKind<T>) {
  const jobs = createQueuedJobs(executor);
  definePaidExpiryJob(jobs, servicesOf(app), kind);
  await jobs.start();
  return { run: () => jobs.runDue(paidExpiryJob(kind)), runLater: () => jobs.runWaiting(paidExpiryJob(kind)) };
}
