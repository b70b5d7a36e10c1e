import { airaMessages, deliverableKindLabels, HOUR_MS, maskPixKey, saoPauloDay } from '@ma/domain';
import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import {
  affiliateBrands,
  affiliateCommissions,
  affiliatePayouts,
  applications,
  brandProposals,
  conversationMessages,
  conversations,
  deliverables,
  notificationMails,
  notifications,
  proposals,
  users,
} from '../../../db/schema.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { recordNotifications } from '../record.ts';
import type { CreatorEvent } from '../../../lib/events.ts';
import { eventKeys } from '../../../lib/event-keys.ts';

// Fixed ids for the demo's events that have no row of their own (no voice profile, no Aira request).
const DEMO_VOICE_PROFILE = '5b0c6a3e-1f2d-4e8a-9c7b-2d4e6f8a0b1c';
const DEMO_FAILED_VOICE_PROFILE = '6c1d7b4f-2a3e-4f9b-8d0c-3e5f7a9b1c2d';
const DEMO_REFUNDED_IDEAS = '7d2e8c5a-3b4f-4a0c-9e1d-4f6a8b0c2d3e';
const DEMO_REFUNDED_SCRIPT = '8e3f9d6b-4c5a-4b1d-8f2e-5a7b9c1d3e4f';

/** A refunded Aira request of the demo's (it has no row of its own). */
function refundedNotice(userId: string, request: { product: 'ideas' | 'ugc_script'; requestId: string; credits: number }, at: Date): CreatorEvent {
  const kind = request.product === 'ideas' ? 'aira-ideas' : 'aira-ugc';
  return { userId, kind: 'request_refunded', details: request, dedupeKey: eventKeys.refunded(`${kind}:${request.requestId}`), at };
}

/** A level the demo's creator reached. */
const levelNotice = (userId: string, level: 'silver' | 'gold', at: Date): CreatorEvent => ({
  userId,
  kind: 'level_reached',
  details: { level },
  dedupeKey: eventKeys.levelReached(level),
  at,
});

/** A payout the demo's creator received (its PIX key masked, as the notice shows it). */
const payoutNotice = (userId: string, payout: typeof affiliatePayouts.$inferSelect, at: Date): CreatorEvent => ({
  userId,
  kind: 'payout_made',
  details: {
    payoutId: payout.id,
    amountCents: Number(payout.amountCents),
    pixKeyType: payout.pixKeyType,
    maskedPixKey: maskPixKey(payout.pixKeyType, payout.pixKey),
  },
  dedupeKey: eventKeys.payoutMade(payout.id),
  at,
});

/** The account's decided applications, with their proposals' names. */
async function decidedApplications(db: Database, userId: string) {
  return db
    .select({
      id: applications.id,
      status: applications.status,
      decidedAt: applications.decidedAt,
      proposalId: proposals.id,
      name: proposals.name,
      brandName: proposals.brandName,
    })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(and(eq(applications.userId, userId), inArray(applications.status, ['accepted', 'rejected'])));
}

/**
 * The news of her deal with the demo brand (brands/seed/demo-deal.seeder.ts): the brand's
 * messages she has not read, and its answers to what she handed in. Keyed as the conversations'
 * notice and the brand's review key them, so the one the seed's review already told and the one
 * the notice job tells when the demo starts are this same notification.
 */
async function dealNotices(db: Database, userId: string): Promise<CreatorEvent[]> {
  const [deal] = await db
    .select({ applicationId: applications.id, proposalName: proposals.name, brandName: proposals.brandName })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .innerJoin(brandProposals, and(eq(brandProposals.proposalId, applications.proposalId), eq(brandProposals.state, 'published')))
    .where(and(eq(applications.userId, userId), eq(applications.status, 'accepted')))
    .limit(1);
  if (!deal) return [];
  const notices: CreatorEvent[] = [];
  const [conversation] = await db.select().from(conversations).where(eq(conversations.applicationId, deal.applicationId));
  if (conversation) {
    const unread = await db
      .select({ id: conversationMessages.id, createdAt: conversationMessages.createdAt })
      .from(conversationMessages)
      .where(
        and(
          eq(conversationMessages.conversationId, conversation.id),
          eq(conversationMessages.side, 'brand'),
          conversation.creatorReadAt ? gt(conversationMessages.createdAt, conversation.creatorReadAt) : undefined,
        ),
      )
      .orderBy(asc(conversationMessages.createdAt), asc(conversationMessages.id));
    const last = unread.at(-1);
    if (last)
      notices.push({
        userId,
        kind: 'message_received',
        details: { ...deal, count: unread.length },
        dedupeKey: eventKeys.messagesReceived(conversation.id, last.id),
        at: last.createdAt,
      });
  }
  const confirmed = await db
    .select()
    .from(deliverables)
    .where(and(eq(deliverables.applicationId, deal.applicationId), eq(deliverables.state, 'confirmed')));
  for (const item of confirmed) {
    const reviewedAt = item.reviewedAt ?? item.handedInAt;
    notices.push({
      userId,
      kind: 'deliverable_reviewed',
      details: { ...deal, item: `${deliverableKindLabels[item.kind]} ${item.position}`, outcome: 'confirmed', concluded: false },
      dedupeKey: eventKeys.deliverableReviewed(item.id, 'confirmed', reviewedAt),
      at: reviewedAt,
    });
  }
  return notices;
}

/** Ouro's events: every kind, from the demo's own applications, commissions and payouts. */
async function ouroNotices(db: Database, userId: string, now: Date): Promise<CreatorEvent[]> {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  const notices: CreatorEvent[] = [];
  for (const application of await decidedApplications(db, userId)) {
    const decision = application.status === 'accepted' ? 'accepted' : 'declined';
    const decidedAt = application.decidedAt ?? hoursAgo(30);
    notices.push({
      userId,
      kind: decision === 'accepted' ? 'application_accepted' : 'application_declined',
      details: { applicationId: application.id, proposalId: application.proposalId, proposalName: application.name },
      dedupeKey: eventKeys.applicationDecided(application.id, decision, decidedAt),
      // A decision the demo's brand made (its deal's) was told when it settled, days ago: seen.
      at: application.decidedAt ?? (decision === 'accepted' ? hoursAgo(2) : hoursAgo(50)),
    });
  }
  notices.push(...(await dealNotices(db, userId)));
  const [commission] = await db
    .select({ id: affiliateCommissions.id, cents: affiliateCommissions.commissionCents, brandName: affiliateBrands.name })
    .from(affiliateCommissions)
    .innerJoin(affiliateBrands, eq(affiliateBrands.id, affiliateCommissions.brandId))
    .where(and(eq(affiliateCommissions.userId, userId), eq(affiliateCommissions.status, 'approved')))
    .orderBy(desc(affiliateCommissions.approvedAt))
    .limit(1);
  if (commission)
    notices.push({
      userId,
      kind: 'commission_approved',
      details: { commissionId: commission.id, brandName: commission.brandName, amountCents: Number(commission.cents) },
      dedupeKey: eventKeys.commissionApproved(commission.id),
      at: hoursAgo(5),
    });
  // Four days ago her TikTok stopped accepting the connection; she has connected it again since.
  const reconnectAt = hoursAgo(96);
  notices.push({
    userId,
    kind: 'network_reconnect',
    details: { network: 'tiktok' },
    dedupeKey: eventKeys.networkReconnect('tiktok', reconnectAt),
    at: reconnectAt,
  });
  const [payout] = await db
    .select()
    .from(affiliatePayouts)
    .where(eq(affiliatePayouts.userId, userId))
    .orderBy(desc(affiliatePayouts.paidAt))
    .limit(1);
  if (payout) notices.push(payoutNotice(userId, payout, hoursAgo(72)));
  notices.push(
    {
      userId,
      kind: 'voice_profile_ready',
      details: { profileId: DEMO_VOICE_PROFILE },
      dedupeKey: eventKeys.voiceProfile(DEMO_VOICE_PROFILE, 'ready'),
      at: hoursAgo(1),
    },
    refundedNotice(userId, { product: 'ideas', requestId: DEMO_REFUNDED_IDEAS, credits: 3 }, hoursAgo(26)),
    levelNotice(userId, 'gold', hoursAgo(24 * 20)),
  );
  return notices;
}

/** Prata's: her level, a failed voice profile and a refunded script. */
function prataNotices(userId: string, now: Date): CreatorEvent[] {
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  return [
    {
      userId,
      kind: 'voice_profile_failed',
      details: { profileId: DEMO_FAILED_VOICE_PROFILE, failure: airaMessages.voiceSamplesRejected },
      dedupeKey: eventKeys.voiceProfile(DEMO_FAILED_VOICE_PROFILE, 'failed'),
      at: hoursAgo(3),
    },
    refundedNotice(userId, { product: 'ugc_script', requestId: DEMO_REFUNDED_SCRIPT, credits: 1 }, hoursAgo(8)),
    // This morning's digest of new proposals for her.
    {
      userId,
      kind: 'new_proposals',
      details: { count: 3, day: saoPauloDay(hoursAgo(4)) },
      dedupeKey: eventKeys.digest(saoPauloDay(hoursAgo(4))),
      at: hoursAgo(4),
    },
    levelNotice(userId, 'silver', hoursAgo(24 * 10)),
  ];
}

/**
 * The demo accounts' notifications, of every kind (docs/product/notifications.md "Demo"): Ouro's
 * from her applications, commissions and payouts; Prata's from her level and Aira. The older ones
 * are read. Runs after the modules whose rows they name; the dedupe keys make it idempotent.
 */
export const notificationsSeeder: Seeder = {
  name: 'notifications',
  async run({ db, clock }) {
    const now = clock.now();
    // Read here rather than through the account module's repository: notifications imports no
    // module that records into it (docs/architecture.md, the modules' order).
    const [ouro] = await db.select().from(users).where(eq(users.email, 'ouro@example.com')).limit(1);
    const [prata] = await db.select().from(users).where(eq(users.email, 'prata@example.com')).limit(1);
    const notices = [...(ouro ? await ouroNotices(db, ouro.id, now) : []), ...(prata ? prataNotices(prata.id, now) : [])];
    await db.transaction(async (tx) => {
      await recordNotifications(tx, notices);
      // What happened more than a day ago was seen.
      const seen = notices.filter((notice) => notice.at && now.getTime() - notice.at.getTime() > 24 * HOUR_MS);
      for (const notice of seen)
        await tx
          .update(notifications)
          .set({ readAt: now })
          .where(and(eq(notifications.userId, notice.userId), eq(notifications.dedupeKey, notice.dedupeKey)));
      // Their e-mails are history too, and so are those of what the other seeders did (the levels
      // the demo's accounts earned): nothing is mailed when the demo starts. The seed writes only
      // demo data (refused in production), so every mail waiting now is the seed's.
      await tx.update(notificationMails).set({ status: 'sent', sentAt: notificationMails.createdAt }).where(eq(notificationMails.status, 'pending'));
    });
  },
};
