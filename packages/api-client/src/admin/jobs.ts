import { z } from 'zod';
import { cursorPageOf } from '../schemas/common.ts';
import type { ApiClient } from '../client/create-client.ts';

// The back office's jobs (docs/product/backoffice.md, "Tarefas"): the background jobs that failed
// their last attempt (kept a week), as `cli jobs:failed` lists them, and one more attempt.

/** A failed job: its queue, its error and its dates. */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  /** The error of the last attempt (a thrown error's message). */
  error: z.string(),
  /** Attempts made. */
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

/** GET /v3/admin/jobs/failed: the last failed first, 50 a page; `nextCursor` null on the last page. */
export const failedJobPageSchema = cursorPageOf(failedJobSchema);
export type FailedJobPage = z.infer<typeof failedJobPageSchema>;

/** A page of the failed jobs, the last failed first (admin). */
export const listFailedJobs = (api: ApiClient, cursor?: string) =>
  api.request('get', '/v3/admin/jobs/failed', { searchParams: cursor ? { cursor } : {}, schema: failedJobPageSchema });

/** Sends a failed job back to its queue for one more attempt (admin). */
export const retryFailedJob = (api: ApiClient, id: string) => api.request('post', `/v3/admin/jobs/${encodeURIComponent(id)}/retry`);
