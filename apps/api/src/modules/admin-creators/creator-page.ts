import type { AdminCreatorDetail } from '@ma/api-client/admin';
import { isMediaKitComplete, levelProgress, missingKitItems, notificationText, reaisToCentavos, type NotificationEvent } from '@ma/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { notificationMails, notifications, socialAccounts, users, type UserRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { mediaKitFieldsOf } from '../account/level.ts';
import { findAffiliate, toAffiliateProfile } from '../affiliate/affiliate.repository.ts';
import { connectionViews } from '../connect/connections.ts';
import { readBalance } from '../credits/credit-ledger.ts';
import { listMovements } from '../credits/credit-movements.ts';
import { listApplications } from '../proposals/applications.repository.ts';
import { toAdminCreator } from './creator-search.ts';

/** How many rows of each list the page holds (the newest). */
const LIST_SIZE = 50;

/** The creator, unless unknown or deleted: 404 CREATOR_NOT_FOUND. */
export async function findCreator(db: Database, id: string): Promise<UserRow> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  if (!user) throw apiError('CREATOR_NOT_FOUND');
  return user;
}

/** Her connections as the connect screen shows them, with where each refresh stands. */
async function connectionsOf(db: Database, userId: string) {
  const rows = await db.select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
  return connectionViews(rows).map((view) => {
    const row = rows.find((candidate) => candidate.network === view.network);
    return {
      network: view.network,
      state: view.state,
      username: view.username,
      followers: view.followers,
      connectedAt: view.connectedAt,
      statsUpdatedAt: view.statsUpdatedAt,
      nextRefreshAt: row?.nextRefreshAt?.toISOString() ?? null,
      refreshFailures: row?.refreshFailures ?? 0,
    };
  });
}

/**
 * Her notifications, newest first (the notifications_user_newest_idx index), each written as she
 * reads it (the domain's `notificationText`) with the state of the e-mail that went with it. Read
 * from the tables: the notifications module comes after this one (it hears every module's events).
 */
async function notificationsOf(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(...newestFirst(notifications.createdAt, notifications.id))
    .limit(LIST_SIZE);
  const keys = rows.map((row) => row.dedupeKey);
  const mails = keys.length
    ? await db
        .select({ dedupeKey: notificationMails.dedupeKey, status: notificationMails.status })
        .from(notificationMails)
        .where(and(eq(notificationMails.userId, userId), inArray(notificationMails.dedupeKey, keys)))
    : [];
  return rows.map((row) => {
    const { title, text } = notificationText({ kind: row.kind, details: row.details } as NotificationEvent);
    return {
      id: row.id,
      kind: row.kind,
      title,
      text,
      createdAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      mailStatus: mails.find((mail) => mail.dedupeKey === row.dedupeKey)?.status ?? null,
    };
  });
}

/** Everything the creator's page shows, read through the modules that own each part. */
export async function creatorPage(db: Database, appOrigin: string, id: string): Promise<AdminCreatorDetail> {
  const user = await findCreator(db, id);
  const [connections, balance, movements, applications, affiliate, notifications] = await Promise.all([
    connectionsOf(db, id),
    readBalance(db, id),
    listMovements(db, id, LIST_SIZE),
    listApplications(db, id),
    findAffiliate(db, id),
    notificationsOf(db, id),
  ]);
  const kit = mediaKitFieldsOf(user);
  const connectedNetworks = connections.filter((connection) => connection.state !== 'not_connected').map((connection) => connection.network);
  const { steps } = levelProgress({ mediaKitComplete: isMediaKitComplete(kit), connectedNetworks });
  // Masked as the creator's own screen masks them; revealing one is its own audited call.
  const masked = affiliate ? toAffiliateProfile(affiliate) : null;
  return {
    ...toAdminCreator(user),
    blockedAt: user.blockedAt?.toISOString() ?? null,
    kitUrl: `${appOrigin}/${user.username}`,
    levelSteps: steps,
    missingKitItems: missingKitItems(kit),
    connections,
    balance,
    movements: movements.map((movement) => ({ ...movement, createdAt: movement.createdAt.toISOString() })),
    applications: applications.slice(0, LIST_SIZE).map((application) => ({
      id: application.id,
      proposalId: application.proposalId,
      proposalName: application.proposalName,
      brandName: application.brandName,
      status: application.status,
      valueCents: reaisToCentavos(application.value),
      createdAt: application.createdAt,
      decidedAt: application.decidedAt,
    })),
    affiliate: masked,
    notifications,
  };
}
