import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notifications, users } from '../../db/schema.ts';
import { recordNotification } from './record.ts';

/** The account's id from its e-mail. */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

/** `count` refunds told to the creator, a minute apart from `start` (the last the newest). */
export async function recordRefunds(db: Database, userId: string, count: number, start = new Date('2026-03-01T12:00:00Z')) {
  for (let index = 0; index < count; index += 1) {
    const requestId = randomUUID();
    await recordNotification(db, {
      userId,
      kind: 'request_refunded',
      details: { product: 'ideas', requestId, credits: index + 1 },
      dedupeKey: `refund:aira-ideas:${requestId}`,
      at: new Date(start.getTime() + index * 60_000),
    });
  }
}

/** The creator's notification rows, newest first. */
export const notificationRowsOf = (db: Database, userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));
