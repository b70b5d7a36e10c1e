import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notificationMails, users } from '../../db/schema.ts';
import type { NotificationKind } from '@ma/domain';
import { wantsChannel } from './notifications.repository.ts';

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
  return { email: user.email, name: user.name, wantsEmail: await wantsChannel(db, userId, kind, 'email') };
}

/** The mail an unsubscribe token was sent with. */
export async function mailByUnsubscribeToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ userId: notificationMails.userId, kind: notificationMails.kind })
    .from(notificationMails)
    .where(eq(notificationMails.unsubscribeTokenHash, tokenHash));
  return row;
}
