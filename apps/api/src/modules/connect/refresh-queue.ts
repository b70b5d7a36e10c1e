import type { SocialNetwork } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import { queueJobs, type QueuedJob } from '../../lib/jobs/in-transaction.ts';

/** Each network's refresh queue (refresh-job.ts): one job per connection, its pace the provider's. */
export const REFRESH_JOBS: Record<SocialNetwork, string> = {
  instagram: 'connect-refresh-instagram',
  tiktok: 'connect-refresh-tiktok',
};

/** What a refresh job carries: the connection, never its tokens. */
export interface RefreshJobData {
  userId: string;
  network: SocialNetwork;
}

/** The refresh job of a connection, to start at `startAfter`. */
export const refreshJobOf = (connection: RefreshJobData, startAfter: Date): QueuedJob => ({
  data: { userId: connection.userId, network: connection.network },
  // One waits per connection at most: a job already waiting is kept, and finds the connection's
  // `next_refresh_at` itself when it runs.
  singletonKey: `${connection.network}:${connection.userId}`,
  startAfter,
});

/** Queues, in `tx`, the connection's refresh at `startAfter`. */
export const queueRefresh = (tx: Database, connection: RefreshJobData, startAfter: Date) =>
  queueJobs(tx, REFRESH_JOBS[connection.network], [refreshJobOf(connection, startAfter)]);
