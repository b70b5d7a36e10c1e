import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notificationMails, notificationPreferences, users, type NotificationMailRow } from '../../db/schema.ts';
import { defaultNotificationChannels, type NotificationKind } from '@ma/domain';

/** Waiting, or held by a job whose time is up: what a job may take and the sweep may send again. */
const takeable = (now: Date) =>
  or(eq(notificationMails.status, 'pending'), and(eq(notificationMails.status, 'sending'), lte(notificationMails.dueAt, now)));

/**
 * Takes the mail for one attempt: moved to sending, its attempt counted, its time `leaseMs` ahead
 * and the hash of this attempt's unsubscribe token kept. Nothing when another attempt holds it,
 * or it was sent, skipped or failed: a job delivered twice sends one mail.
 */
export async function claimMail(
  db: Database,
  id: string,
  now: Date,
  leaseMs: number,
  unsubscribeTokenHash: string,
): Promise<NotificationMailRow | undefined> {
  const [row] = await db
    .update(notificationMails)
    .set({ status: 'sending', attempts: sql`${notificationMails.attempts} + 1`, dueAt: new Date(now.getTime() + leaseMs), unsubscribeTokenHash })
    .where(and(eq(notificationMails.id, id), takeable(now)))
    .returning();
  return row;
}

/**
 * Where the mail goes: the account's address once proven (whoever registered with someone
 * else's address must not have mail sent there), and whether the creator still takes that kind
 * by e-mail. Undefined for an account that is gone or has no proven address.
 */
export async function recipientOf(db: Database, userId: string, kind: NotificationKind) {
  const [user] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt), isNotNull(users.emailVerifiedAt)));
  if (!user?.email) return undefined;
  const [chosen] = await db
    .select({ email: notificationPreferences.email })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return { email: user.email, name: user.name, wantsEmail: chosen?.email ?? defaultNotificationChannels.email };
}

/** Ends this attempt: sent, skipped or failed for good, or back to waiting until `dueAt`; only while the claim of `row` holds. */
export async function settleMail(
  db: Database,
  row: NotificationMailRow,
  outcome: { status: 'sent' | 'skipped' | 'failed'; at: Date } | { status: 'pending'; dueAt: Date },
): Promise<void> {
  const set =
    outcome.status === 'pending'
      ? { status: outcome.status, dueAt: outcome.dueAt }
      : { status: outcome.status, ...(outcome.status === 'sent' ? { sentAt: outcome.at } : {}) };
  await db
    .update(notificationMails)
    .set(set)
    .where(and(eq(notificationMails.id, row.id), eq(notificationMails.status, 'sending'), eq(notificationMails.attempts, row.attempts)));
}

/**
 * The mails due by `now` whose job may be missing (never sent, lost, or out of retries), moved
 * `holdMs` ahead so that the next sweep leaves them to the job it is about to send.
 */
export async function dueMails(db: Database, now: Date, holdMs: number, limit: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: notificationMails.id })
      .from(notificationMails)
      .where(and(inArray(notificationMails.status, ['pending', 'sending']), lte(notificationMails.dueAt, now)))
      .orderBy(asc(notificationMails.dueAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const ids = rows.map((row) => row.id);
    if (ids.length > 0) {
      await tx
        .update(notificationMails)
        .set({ dueAt: new Date(now.getTime() + holdMs) })
        .where(and(inArray(notificationMails.id, ids), takeable(now)));
    }
    return ids;
  });
}

/** The mail an unsubscribe token was sent with. */
export async function mailByUnsubscribeToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: notificationMails.userId, kind: notificationMails.kind })
    .from(notificationMails)
    .where(eq(notificationMails.unsubscribeTokenHash, tokenHash));
  return row;
}
