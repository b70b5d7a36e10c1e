import { maskPixKey, type PixKeyType } from '@ma/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateCommissions, affiliatePayoutBatches, affiliatePayouts, affiliates, users } from '../../db/schema.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';

/**
 * The payouts of the affiliate program (docs/product/affiliate.md): what each creator is due (her
 * approved, unpaid commissions) and the PIX payouts that pay it. `cli affiliate:payouts` and the
 * back office's payouts call these, never a copy.
 */

/** A creator's approved commissions not yet paid, with where to pay them (the key in full: mask it to show it). */
export interface DuePayout {
  userId: string;
  email: string | null;
  fullName: string;
  pixKeyType: PixKeyType;
  pixKey: string;
  cents: number;
  count: number;
}

/** What is due per creator, by name. */
export const listDuePayouts = (db: Database): Promise<DuePayout[]> =>
  db
    .select({
      userId: affiliateCommissions.userId,
      email: users.email,
      fullName: affiliates.fullName,
      pixKeyType: affiliates.pixKeyType,
      pixKey: affiliates.pixKey,
      cents: sql<number>`sum(${affiliateCommissions.commissionCents})::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`,
    })
    .from(affiliateCommissions)
    .innerJoin(affiliates, eq(affiliates.userId, affiliateCommissions.userId))
    .innerJoin(users, eq(users.id, affiliateCommissions.userId))
    .where(eq(affiliateCommissions.status, 'approved'))
    .groupBy(affiliateCommissions.userId, users.email, affiliates.fullName, affiliates.pixKeyType, affiliates.pixKey)
    .orderBy(asc(affiliates.fullName), asc(affiliateCommissions.userId));

/** One creator to pay: the bank's reference of the transfer and, when the payer saw it, the amount it carried. */
export interface PayoutOrder {
  userId: string;
  reference: string;
  /** What was transferred: the payout is refused unless exactly this is due now. */
  expectedCents?: number;
}

/** Why a creator of a batch could not be paid: nothing of the batch is then written. */
export class PayoutRefused extends Error {
  constructor(
    readonly userId: string,
    readonly reason: 'not-registered' | 'nothing-due' | 'amount-changed',
  ) {
    super(`payout refused for ${userId}: ${reason}`);
  }
}

export interface MadePayout {
  payoutId: string;
  userId: string;
  amountCents: number;
  count: number;
  pixKeyType: PixKeyType;
  pixKey: string;
  reference: string;
}

/** Pays one creator of `batchId` in `tx`: her approved commissions become paid, and she is told (payout_made, once). */
async function payCreator(tx: Database, events: Events, order: PayoutOrder, batchId: string, now: Date): Promise<MadePayout> {
  const { userId } = order;
  const [affiliate] = await tx.select().from(affiliates).where(eq(affiliates.userId, userId)).for('update');
  if (!affiliate) throw new PayoutRefused(userId, 'not-registered');
  // Locked: a payout made at the same time waits, then finds these paid.
  const due = await tx
    .select({ id: affiliateCommissions.id, cents: affiliateCommissions.commissionCents })
    .from(affiliateCommissions)
    .where(and(eq(affiliateCommissions.userId, userId), eq(affiliateCommissions.status, 'approved')))
    .for('update');
  if (due.length === 0) throw new PayoutRefused(userId, 'nothing-due');
  const amountCents = due.reduce((sum, row) => sum + row.cents, 0);
  if (order.expectedCents !== undefined && order.expectedCents !== amountCents) throw new PayoutRefused(userId, 'amount-changed');
  const reference = order.reference.trim();
  const [payout] = await tx
    .insert(affiliatePayouts)
    .values({ userId, amountCents, pixKeyType: affiliate.pixKeyType, pixKey: affiliate.pixKey, reference, paidAt: now, batchId })
    .returning({ id: affiliatePayouts.id });
  if (!payout) throw new Error('payout insert returned no row');
  // The creator is told with the key masked (docs/product/notifications.md).
  await events.emit(tx, 'creatorEvents', [
    {
      userId,
      kind: 'payout_made',
      details: {
        payoutId: payout.id,
        amountCents,
        pixKeyType: affiliate.pixKeyType,
        maskedPixKey: maskPixKey(affiliate.pixKeyType, affiliate.pixKey),
      },
      dedupeKey: eventKeys.payoutMade(payout.id),
      at: now,
    },
  ]);
  await tx
    .update(affiliateCommissions)
    .set({ status: 'paid', paidAt: now, payoutId: payout.id })
    .where(
      inArray(
        affiliateCommissions.id,
        due.map((row) => row.id),
      ),
    );
  return { payoutId: payout.id, userId, amountCents, count: due.length, pixKeyType: affiliate.pixKeyType, pixKey: affiliate.pixKey, reference };
}

/**
 * Marks the creators of `orders` paid as one batch, all or none, in `tx` (run it in a
 * transaction): a creator with nothing due, or another amount than the one transferred, refuses
 * the whole batch (PayoutRefused), so a batch sent twice pays once.
 */
export async function payBatch(tx: Database, events: Events, orders: readonly PayoutOrder[], now: Date) {
  const [batch] = await tx.insert(affiliatePayoutBatches).values({ paidAt: now, payoutCount: 0, totalCents: 0 }).returning();
  if (!batch) throw new Error('batch insert returned no row');
  const payouts: MadePayout[] = [];
  // One order of locks for every batch: two batches naming the same creators cannot deadlock.
  for (const order of [...orders].sort((a, b) => a.userId.localeCompare(b.userId))) payouts.push(await payCreator(tx, events, order, batch.id, now));
  const totalCents = payouts.reduce((sum, payout) => sum + payout.amountCents, 0);
  await tx.update(affiliatePayoutBatches).set({ payoutCount: payouts.length, totalCents }).where(eq(affiliatePayoutBatches.id, batch.id));
  return { batch: { id: batch.id, paidAt: now, payoutCount: payouts.length, totalCents }, payouts };
}
