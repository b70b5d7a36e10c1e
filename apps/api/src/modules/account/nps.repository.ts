import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { npsAnswers, npsDismissals, users } from '../../db/schema.ts';
import { npsDue, oldEnoughForNps, recentAnswerCutoff } from './nps.ts';

/** The latest answer and dismissal of one user, in one round trip (prepared once per database). */
function prepareHistoryQuery(db: Database) {
  // Not correlated with users.id: drizzle leaves columns unqualified in a one-table select, and
  // inside the subquery "id" would be the answer's own id.
  const latest = (table: typeof npsAnswers | typeof npsDismissals) =>
    sql<Date | null>`(select max(${table.createdAt}) from ${table} where ${table.userId} = ${sql.placeholder('id')})`.mapWith(table.createdAt);
  return db
    .select({ lastAnsweredAt: latest(npsAnswers), lastDismissedAt: latest(npsDismissals) })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .limit(1)
    .prepare('account_nps_history');
}

const historyQueries = new WeakMap<Database, ReturnType<typeof prepareHistoryQuery>>();

/** `view.nps` for a signed-in user; accounts younger than the first pause cost no query. */
export async function isNpsDue(db: Database, user: { id: string; createdAt: Date }, now: Date): Promise<boolean> {
  if (!oldEnoughForNps(user.createdAt, now)) return false;
  let query = historyQueries.get(db);
  if (!query) {
    query = prepareHistoryQuery(db);
    historyQueries.set(db, query);
  }
  const [row] = await query.execute({ id: user.id });
  return npsDue({ createdAt: user.createdAt, lastAnsweredAt: row?.lastAnsweredAt ?? null, lastDismissedAt: row?.lastDismissedAt ?? null }, now);
}

/**
 * Stores an answer unless the user answered within the last 90 days. The user's row is
 * locked meanwhile, so that a double submit stores one answer.
 */
export async function recordNpsAnswer(
  db: Database,
  input: { userId: string; score: number; description: string; now: Date },
): Promise<'recorded' | 'already-answered'> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    const [recent] = await tx
      .select({ id: npsAnswers.id })
      .from(npsAnswers)
      .where(and(eq(npsAnswers.userId, input.userId), gt(npsAnswers.createdAt, recentAnswerCutoff(input.now))))
      .limit(1);
    if (recent) return 'already-answered';
    await tx.insert(npsAnswers).values({ userId: input.userId, score: input.score, description: input.description, createdAt: input.now });
    return 'recorded';
  });
}

export async function recordNpsDismissal(db: Database, userId: string, now: Date): Promise<void> {
  await db.insert(npsDismissals).values({ userId, createdAt: now });
}
