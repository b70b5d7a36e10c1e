import type { Deal, Deliverable } from '@ma/api-client/schemas';
import {
  deliverableAddress,
  deliverableItemKey,
  deliverableItems,
  deliverableKindLabels,
  deliverableUrlMessage,
  parseDeliverableItem,
  type DeliverableKind,
} from '@ma/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, brandProposals, deliverables, proposals, users, type DeliverableRow } from '../../db/schema.ts';
import { ApiError, apiError } from '../../lib/errors.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';
import { isUuid } from '../../lib/ids.ts';
import { DECISION_QUIET_MS } from '../brand-list/decision-notice.ts';

/**
 * The deal of an accepted application (docs/product/deliverables.md): the checklist of her offer,
 * what she handed in, the brand's answers. Both sides read it through `readDeal` and write it
 * through `handIn` and `review`, each of which locks the application's row first, so the writes
 * of one deal are taken one at a time and a deal never concludes under a late change.
 */

/** Who is asking: the creator of the application, or a member of the brand that published its proposal. */
export type DealReader = { creatorId: string } | { brandId: string };

const dealColumns = {
  id: applications.id,
  userId: applications.userId,
  status: applications.status,
  decidedAt: applications.decidedAt,
  totalPosts: applications.totalPosts,
  totalStories: applications.totalStories,
  totalReels: applications.totalReels,
  totalVideos: applications.totalVideos,
  valueCents: applications.valueCents,
  proposalName: proposals.name,
  brandName: proposals.brandName,
  creatorName: users.name,
};

/** The application `applicationId` if `reader` may see it (locked in a transaction when `lock`), else undefined. */
async function findApplication(db: Database, reader: DealReader, applicationId: string, lock = false) {
  if (!isUuid(applicationId)) return undefined;
  const whose: SQL | undefined = 'creatorId' in reader ? eq(applications.userId, reader.creatorId) : eq(brandProposals.brandId, reader.brandId);
  const query = db
    .select(dealColumns)
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(brandProposals, eq(brandProposals.proposalId, applications.proposalId))
    .where(and(eq(applications.id, applicationId), whose));
  const [row] = lock ? await query.for('update', { of: applications }) : await query;
  return row;
}

type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/** Accepted, and the acceptance settled (the quiet period of a brand's decision passed: decision-notice.ts). */
const settledAcceptance = (row: ApplicationRow, now: Date) =>
  row.status === 'accepted' && row.decidedAt !== null && row.decidedAt.getTime() + DECISION_QUIET_MS <= now.getTime();

function toDeal(row: ApplicationRow, handedIn: readonly DeliverableRow[], now: Date): Deal {
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  const items: Deliverable[] = deliverableItems(row).map(({ kind, position }) => {
    const found = handedIn.find((each) => each.kind === kind && each.position === position);
    return {
      item: deliverableItemKey(kind, position),
      kind,
      position,
      state: found?.state ?? 'pending',
      url: found?.url ?? null,
      note: found?.note ?? null,
      handedInAt: iso(found?.handedInAt ?? null),
      reviewedAt: iso(found?.reviewedAt ?? null),
      confirmedAt: iso(found?.confirmedAt ?? null),
    };
  });
  const settled = settledAcceptance(row, now);
  const concluded = settled && items.length > 0 && items.every((item) => item.state === 'confirmed');
  // The deal concludes with its last confirmation.
  const concludedAt = concluded
    ? (items
        .map((item) => item.confirmedAt ?? '')
        .sort()
        .at(-1) ?? null)
    : null;
  return {
    applicationId: row.id,
    proposalName: row.proposalName,
    brandName: row.brandName,
    creatorName: row.creatorName,
    valueCents: row.valueCents,
    state: !settled ? 'waiting' : concluded ? 'concluded' : 'open',
    acceptedAt: row.status === 'accepted' ? iso(row.decidedAt) : null,
    concludedAt,
    items,
  };
}

const rowsOf = (db: Database, applicationId: string) => db.select().from(deliverables).where(eq(deliverables.applicationId, applicationId));

/** The deal as `reader` sees it; 404 APPLICATION_NOT_FOUND for an application not theirs. */
export async function readDeal(db: Database, reader: DealReader, applicationId: string, now: Date): Promise<Deal> {
  const row = await findApplication(db, reader, applicationId);
  if (!row) throw apiError('APPLICATION_NOT_FOUND');
  return toDeal(row, await rowsOf(db, row.id), now);
}

/** 404 unless `reader` may see the application: checked before a write takes a slot of its limit. */
export async function assertDealReader(db: Database, reader: DealReader, applicationId: string): Promise<void> {
  if (!(await findApplication(db, reader, applicationId))) throw apiError('APPLICATION_NOT_FOUND');
}

/**
 * Runs `write` on the open deal's item `item`, in one transaction with the application locked:
 * 409 DEAL_NOT_ACCEPTED before the acceptance settles, DEAL_CONCLUDED after the last confirmation,
 * 404 DELIVERABLE_NOT_FOUND for an item her offer does not have. Answers the deal as it now stands.
 */
async function writeItem(
  db: Database,
  reader: DealReader,
  applicationId: string,
  item: string,
  now: Date,
  write: (
    tx: Database,
    target: { applicationId: string; kind: DeliverableKind; position: number },
    current: DeliverableRow | undefined,
  ) => Promise<void>,
  after?: (tx: Database, application: ApplicationRow, deal: Deal, current: DeliverableRow | undefined) => Promise<void>,
): Promise<Deal> {
  return db.transaction(async (tx) => {
    const row = await findApplication(tx, reader, applicationId, true);
    if (!row) throw apiError('APPLICATION_NOT_FOUND');
    const before = toDeal(row, await rowsOf(tx, row.id), now);
    if (before.state === 'waiting') throw apiError('DEAL_NOT_ACCEPTED');
    if (before.state === 'concluded') throw apiError('DEAL_CONCLUDED');
    const target = parseDeliverableItem(item);
    if (!target || !before.items.some((each) => each.item === item)) throw apiError('DELIVERABLE_NOT_FOUND');
    const [current] = await tx
      .select()
      .from(deliverables)
      .where(and(eq(deliverables.applicationId, row.id), eq(deliverables.kind, target.kind), eq(deliverables.position, target.position)));
    await write(tx, { applicationId: row.id, ...target }, current);
    const deal = toDeal(row, await rowsOf(tx, row.id), now);
    await after?.(tx, row, deal, current);
    return deal;
  });
}

/** The creator hands in (or again) one item's public address: 422 on `url` for an address her item does not take. */
export function handIn(db: Database, creatorId: string, applicationId: string, item: string, url: string, now: Date): Promise<Deal> {
  return writeItem(db, { creatorId }, applicationId, item, now, async (tx, target, current) => {
    if (current?.state === 'confirmed') throw apiError('DELIVERABLE_CONFIRMED');
    const address = deliverableAddress(target.kind, url);
    if (!address) {
      const message = deliverableUrlMessage(target.kind);
      throw new ApiError('VALIDATION_FAILED', message, { fields: { url: message } });
    }
    // The brand's note stays beside the new address until its next answer.
    await tx
      .insert(deliverables)
      .values({ ...target, state: 'handed_in', url: address, handedInAt: now })
      .onConflictDoUpdate({
        target: [deliverables.applicationId, deliverables.kind, deliverables.position],
        set: { state: 'handed_in', url: address, handedInAt: now },
      });
  });
}

export type Review = { confirm: true } | { confirm: false; note: string };

/** A member confirms a handed-in item, or sends it back with a note: 409 for an item not waiting for the brand. */
export function review(
  { db, events }: { db: Database; events: Events },
  member: { id: string; brandId: string },
  applicationId: string,
  item: string,
  answer: Review,
  now: Date,
) {
  // She is told in the same transaction (`deliverable_reviewed`).
  const tell = async (tx: Database, application: ApplicationRow, deal: Deal, current: DeliverableRow | undefined) => {
    const reviewed = deal.items.find((each) => each.item === item);
    if (!current || !reviewed) return;
    const outcome = answer.confirm ? 'confirmed' : 'changes_requested';
    await events.emit(tx, 'creatorEvents', [
      {
        userId: application.userId,
        kind: 'deliverable_reviewed',
        details: {
          applicationId: application.id,
          proposalName: application.proposalName,
          brandName: application.brandName,
          item: `${deliverableKindLabels[reviewed.kind]} ${reviewed.position}`,
          outcome,
          concluded: deal.state === 'concluded',
        },
        dedupeKey: eventKeys.deliverableReviewed(current.id, outcome, now),
        at: now,
      },
    ]);
  };
  return writeItem(
    db,
    { brandId: member.brandId },
    applicationId,
    item,
    now,
    async (tx, _target, current) => {
      if (current?.state === 'confirmed') throw apiError('DELIVERABLE_CONFIRMED');
      if (current?.state !== 'handed_in') throw apiError('DELIVERABLE_NOT_HANDED_IN');
      await tx
        .update(deliverables)
        .set(
          answer.confirm
            ? { state: 'confirmed', reviewedAt: now, reviewedBy: member.id, confirmedAt: now, note: null }
            : { state: 'changes_requested', reviewedAt: now, reviewedBy: member.id, note: answer.note },
        )
        .where(eq(deliverables.id, current.id));
    },
    tell,
  );
}
