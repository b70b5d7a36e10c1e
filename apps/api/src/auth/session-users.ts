import DataLoader from 'dataloader';
import type { Database } from '../db/database.ts';
import { prepareFindSessionUsers, type SessionUser } from '../modules/account/account.repository.ts';

/** The signed-in user of a request, by id; undefined when the account no longer exists. */
export interface SessionUsers {
  load(id: string): Promise<SessionUser | undefined>;
}

/** At most this many ids in one query; a busier turn sends several. */
const MAX_BATCH = 100;

/**
 * Every authenticated request reads its user: under load, the lookups of all the requests that
 * arrived in one turn of the event loop are one query instead of one each (a round trip, a
 * socket write and a statement saved per request, on PostgreSQL and PGlite alike).
 *
 * The query runs after the turn in which the requests arrived, so each still reads what was
 * committed before it came in: nothing is cached, and a password reset (token version) or a
 * survey answer is seen by the very next request, on any API process.
 */
export function createSessionUsers(db: Database): SessionUsers {
  // Prepared on the first batch, not in createApp: starting the app touches no database.
  let findSessionUsers: ReturnType<typeof prepareFindSessionUsers> | undefined;
  return new DataLoader<string, SessionUser | undefined>(
    async (ids) => {
      findSessionUsers ??= prepareFindSessionUsers(db);
      const rows = await findSessionUsers([...new Set(ids)]);
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id));
    },
    { cache: false, maxBatchSize: MAX_BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
}
