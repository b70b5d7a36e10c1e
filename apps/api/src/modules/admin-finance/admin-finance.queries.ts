import type { AdminCommission, AdminCommissionsQuery, PayoutBatch } from '@ma/api-client/admin';
import { maskPixKey, type CommissionStatus } from '@ma/domain';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { affiliateBrands, affiliateCommissions, affiliatePayoutBatches, affiliatePayouts, affiliates, users } from '../../db/schema.ts';
import { isUuid } from '../../lib/ids.ts';
import { readPage } from '../../lib/keyset.ts';

// The back office's reads of commissions and batches. Pages are keyset pages (newest first, on
// an index that starts with the filters: affiliate_commissions_status_idx, _brand_status_idx,
// affiliate_payout_batches_paid_idx), so a page costs the same at any depth.

export const COMMISSION_PAGE_SIZE = 50;
export const BATCH_PAGE_SIZE = 20;

/** Whose a commission or a payout is, joined by its user id: the affiliate's full name and the account's e-mail. */
const creatorColumns = { fullName: affiliates.fullName, email: users.email };

/** A page of the commissions of a status, newest order first, of a brand or a creator when asked. */
export async function listCommissions(
  db: Database,
  query: { status: CommissionStatus } & Omit<AdminCommissionsQuery, 'status'>,
  pageSize = COMMISSION_PAGE_SIZE,
): Promise<{ items: AdminCommission[]; nextCursor: string | null }> {
  if (query.userId !== undefined && !isUuid(query.userId)) return { items: [], nextCursor: null };
  const c = affiliateCommissions;
  const commissions = db
    .select({
      id: c.id,
      orderedAt: c.orderedAt,
      brandId: c.brandId,
      brandName: affiliateBrands.name,
      orderId: c.orderId,
      orderCents: c.orderCents,
      rateBp: c.rateBp,
      commissionCents: c.commissionCents,
      status: c.status,
      approvesAt: c.approvesAt,
      paidAt: c.paidAt,
      userId: c.userId,
      ...creatorColumns,
    })
    .from(c)
    .innerJoin(affiliateBrands, eq(affiliateBrands.id, c.brandId))
    .leftJoin(affiliates, eq(affiliates.userId, c.userId))
    .leftJoin(users, eq(users.id, c.userId))
    .$dynamic();
  const { page, nextCursor } = await readPage(
    commissions,
    { at: c.orderedAt, id: c.id, index: 'asc' },
    {
      filters: [
        eq(c.status, query.status),
        query.brandId ? eq(c.brandId, query.brandId) : undefined,
        query.userId ? eq(c.userId, query.userId) : undefined,
      ],
      cursor: query.cursor,
      pageSize,
    },
    (row) => ({ at: row.orderedAt, id: row.id }),
  );
  return {
    items: page.map(({ userId, fullName, email, ...row }) => ({
      ...row,
      orderedAt: row.orderedAt.toISOString(),
      approvesAt: row.approvesAt.toISOString(),
      paidAt: row.paidAt?.toISOString() ?? null,
      creator: { userId, fullName, email },
    })),
    nextCursor,
  };
}

/** A page of the batches paid, newest first. */
export async function listBatches(db: Database, cursor: string | undefined, pageSize = BATCH_PAGE_SIZE) {
  const b = affiliatePayoutBatches;
  const { page, nextCursor } = await readPage(
    db.select().from(b).$dynamic(),
    { at: b.paidAt, id: b.id, index: 'asc' },
    { cursor, pageSize },
    (row) => ({ at: row.paidAt, id: row.id }),
  );
  const items: PayoutBatch[] = page.map((row) => ({ ...row, paidAt: row.paidAt.toISOString() }));
  return { items, nextCursor };
}

/** A batch and its payouts (the key masked), by name, for its CSV; undefined for an unknown batch. */
export async function batchPayouts(db: Database, batchId: string) {
  const [batch] = await db.select().from(affiliatePayoutBatches).where(eq(affiliatePayoutBatches.id, batchId));
  if (!batch) return undefined;
  const p = affiliatePayouts;
  const rows = await db
    .select({ paidAt: p.paidAt, ...creatorColumns, pixKeyType: p.pixKeyType, pixKey: p.pixKey, amountCents: p.amountCents, reference: p.reference })
    .from(p)
    .leftJoin(affiliates, eq(affiliates.userId, p.userId))
    .leftJoin(users, eq(users.id, p.userId))
    .where(eq(p.batchId, batchId))
    .orderBy(asc(affiliates.fullName), asc(p.id));
  return {
    batch,
    payouts: rows.map(({ pixKey, ...row }) => ({
      ...row,
      fullName: row.fullName ?? '',
      email: row.email ?? '',
      pixKeyMasked: maskPixKey(row.pixKeyType, pixKey),
    })),
  };
}
