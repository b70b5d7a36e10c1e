import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { npsAnswers, npsDismissals, users } from '../../db/schema.ts';
import { recentAnswerCutoff } from './nps.ts';

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
