import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { batchedReads } from '../lib/batched-reads.ts';
import type { Background } from '../lib/background.ts';
import { sessions } from '../db/schema.ts';
import { prepareFindSessionUsers, type SessionUser } from './session-user-query.ts';

export type { SessionUser };

/** The signed-in user of a request, by the id of the session its token names. */
export interface SessionUsers {
  /** Undefined when the session has ended (or its account no longer exists). */
  load(sessionId: string): Promise<SessionUser | undefined>;
  /** Notes that the session was used at `now`: a write at most once per LAST_USE_STEP_MS per session, in the background. */
  noteUse(user: Readonly<SessionUser>, now: Date): void;
}

/**
 * How stale a session's last use may be: its list says "last used" to the few minutes, and
 * requests write nothing the rest of the time (one write per session per step, not per request).
 */
export const LAST_USE_STEP_MS = 5 * 60 * 1000;

/** At most this many ids in one query; a busier turn sends several. */
const MAX_BATCH = 100;

/**
 * The database's answer about a session could not be trusted: the request answers 503
 * DATABASE_UNAVAILABLE (the code renderError knows), never 401.
 */
export class UnconfirmedSessionError extends Error {
  readonly code = 'DATABASE_UNAVAILABLE';
  constructor(detail: string) {
    super(`session lookup unconfirmed: ${detail}`);
    this.name = 'UnconfirmedSessionError';
  }
}

type FindSessionUsers = (ids: readonly string[]) => Promise<SessionUser[]>;

/**
 * Throws unless the database positively says that none of `ids` is a session. An aggregate
 * answers exactly one row whatever it counts: no row at all is no answer (decision 012: a
 * query resolved with an empty result by a driver that lost its connection), and a count above
 * zero means the lookup's "no row" was wrong.
 */
async function confirmAbsent(db: Database, ids: readonly string[]): Promise<void> {
  const answer = await db
    .select({ present: count() })
    .from(sessions)
    .where(inArray(sessions.id, [...ids]));
  if (answer.length !== 1) throw new UnconfirmedSessionError(`the count of absent sessions came back with ${answer.length} rows`);
  if (answer[0]?.present !== 0) throw new UnconfirmedSessionError('a session the lookup did not return exists');
}

/**
 * Every authenticated request reads its session and user: under load, the lookups of all the
 * requests that arrived in one turn of the event loop are one query instead of one each (a round
 * trip, a socket write and a statement saved per request, on PostgreSQL and PGlite alike). The
 * session row and the user come in the same query (a join): ending sessions costs no round trip.
 *
 * The query runs after the turn in which the requests arrived, so each still reads what was
 * committed before it came in: nothing is cached, and a sign-out, a password reset (token
 * version) or a survey answer is seen by the very next request, on any API process.
 *
 * A session is only ever declared gone on a positive answer (decision 012): a failed query
 * fails every request of its batch (503), and an id the lookup did not return is confirmed
 * absent by a second query whose answer always has a row. Only tokens of ended sessions pay
 * for it.
 */
export function createSessionUsers(db: Database, options: { background: Background; find?: FindSessionUsers }): SessionUsers {
  // Prepared on the first batch, not in createApp: starting the app touches no database.
  let findSessionUsers: FindSessionUsers | undefined = options.find;
  const loader = batchedReads<string, SessionUser | undefined>(
    async (ids) => {
      findSessionUsers ??= prepareFindSessionUsers(db);
      const unique = [...new Set(ids)];
      const rows = await findSessionUsers(unique);
      const byId = new Map(rows.map((row) => [row.sessionId, row]));
      const missing = unique.filter((id) => !byId.has(id));
      if (missing.length > 0) await confirmAbsent(db, missing);
      return ids.map((id) => byId.get(id));
    },
    { maxBatchSize: MAX_BATCH },
  );
  // The sessions of this process whose last use is being written: one write each at a time.
  const writing = new Set<string>();
  return {
    load: (sessionId) => loader.load(sessionId),
    noteUse(user, now) {
      const { sessionId } = user;
      if (now.getTime() - user.sessionLastUsedAt.getTime() < LAST_USE_STEP_MS || writing.has(sessionId)) return;
      writing.add(sessionId);
      const stale = new Date(now.getTime() - LAST_USE_STEP_MS);
      options.background.run('note a session in use', () =>
        db
          .update(sessions)
          .set({ lastUsedAt: now })
          // Another process may have written it meanwhile: the condition keeps it one write.
          .where(and(eq(sessions.id, sessionId), lt(sessions.lastUsedAt, stale)))
          .finally(() => writing.delete(sessionId)),
      );
    },
  };
}
