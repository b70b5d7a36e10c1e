import type { AffiliateBrand, AffiliateLink, AffiliateProfile, Commission } from '@ma/api-client/schemas';
import {
  documentKind,
  expectedPaymentDate,
  lastDays,
  maskBrazilianPhone,
  maskPixKey,
  monthRange,
  totalsByStatus,
  type CommissionStatus,
} from '@ma/domain';
import { and, asc, count, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  affiliateBrands,
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
  affiliates,
  type AffiliateBrandRow,
  type AffiliateRow,
} from '../../db/schema.ts';
import { eventKeys } from '../../lib/event-keys.ts';
import type { Events } from '../../lib/events.ts';

export const toAffiliateProfile = (row: AffiliateRow): AffiliateProfile => ({
  fullName: row.fullName,
  // Masked as a PIX key of its kind: a stolen session does not read the CPF, nor the phone.
  documentMasked: maskPixKey(documentKind(row.document) ?? 'cpf', row.document),
  phoneMasked: maskBrazilianPhone(row.phone),
  pixKeyType: row.pixKeyType,
  pixKeyMasked: maskPixKey(row.pixKeyType, row.pixKey),
  termsAcceptedAt: row.termsAcceptedAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function findAffiliate(db: Database, userId: string): Promise<AffiliateRow | undefined> {
  const [row] = await db.select().from(affiliates).where(eq(affiliates.userId, userId)).limit(1);
  return row;
}

/** Stores a registration, or answers 'already-registered' (the primary key decides races). */
export async function insertAffiliate(db: Database, values: typeof affiliates.$inferInsert): Promise<AffiliateRow | 'already-registered'> {
  const [row] = await db.insert(affiliates).values(values).onConflictDoNothing().returning();
  return row ?? 'already-registered';
}

export async function updateAffiliate(
  db: Database,
  userId: string,
  values: Partial<Pick<AffiliateRow, 'fullName' | 'document' | 'phone' | 'pixKeyType' | 'pixKey'>>,
  now: Date,
): Promise<AffiliateRow | undefined> {
  const [row] = await db
    .update(affiliates)
    .set({ ...values, updatedAt: now })
    .where(eq(affiliates.userId, userId))
    .returning();
  return row;
}

export const toAffiliateBrand = (row: AffiliateBrandRow): AffiliateBrand => ({
  id: row.id,
  name: row.name,
  logoUrl: row.logoUrl,
  commissionRateBp: row.commissionRateBp,
  cookieDays: row.cookieDays,
  holdingDays: row.holdingDays,
  domain: row.domain,
  homepageUrl: row.homepageUrl,
});

export const listActiveBrands = (db: Database) =>
  db.select().from(affiliateBrands).where(eq(affiliateBrands.active, true)).orderBy(asc(affiliateBrands.name));

export async function findBrand(db: Database, id: string): Promise<AffiliateBrandRow | undefined> {
  const [row] = await db.select().from(affiliateBrands).where(eq(affiliateBrands.id, id)).limit(1);
  return row;
}

/** Inserts a link with a fresh code; a code already taken (1 in 10^11) is drawn again. */
export async function insertLink(
  db: Database,
  values: { userId: string; brandId: string; destinationUrl: string; createdAt: Date },
  newCode: () => string,
): Promise<typeof affiliateLinks.$inferSelect> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const [row] = await db
        .insert(affiliateLinks)
        .values({ ...values, code: newCode() })
        .returning();
      if (row) return row;
    } catch (error) {
      if (attempt >= 4 || !isUniqueViolation(error, 'affiliate_links_code_unique')) throw error;
    }
  }
}

/**
 * The creator's links with their numbers: clicks (all, unique visitors per day), the last 30
 * São Paulo days, conversions (commissions not canceled) and earnings (their sum).
 */
export async function listLinks(db: Database, userId: string, now: Date, origin: string, onlyLinkId?: string): Promise<AffiliateLink[]> {
  const rows = await db
    .select({ link: affiliateLinks, brandName: affiliateBrands.name, brandLogoUrl: affiliateBrands.logoUrl })
    .from(affiliateLinks)
    .innerJoin(affiliateBrands, eq(affiliateBrands.id, affiliateLinks.brandId))
    .where(and(eq(affiliateLinks.userId, userId), onlyLinkId === undefined ? undefined : eq(affiliateLinks.id, onlyLinkId)))
    .orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id));
  if (rows.length === 0) return [];
  const ids = rows.map(({ link }) => link.id);
  const dayList = lastDays(30, now);
  const [firstDay] = dayList;
  const c = affiliateClicks;
  const [totals, days, sales] = await Promise.all([
    // A row is a visitor on a day: unique clicks are rows, clicks their sum.
    db
      .select({ linkId: c.linkId, clicks: sql<number>`coalesce(sum(${c.clicks}), 0)::int`, unique: count() })
      .from(c)
      .where(inArray(c.linkId, ids))
      .groupBy(c.linkId),
    db
      .select({ linkId: c.linkId, day: c.day, clicks: sql<number>`sum(${c.clicks})::int` })
      .from(c)
      .where(and(inArray(c.linkId, ids), gte(c.day, firstDay)))
      .groupBy(c.linkId, c.day),
    db
      .select({
        linkId: affiliateCommissions.linkId,
        conversions: count(),
        earnings: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}), 0)::bigint`.mapWith(Number),
      })
      .from(affiliateCommissions)
      .where(and(inArray(affiliateCommissions.linkId, ids), sql`${affiliateCommissions.status} <> 'canceled'`))
      .groupBy(affiliateCommissions.linkId),
  ]);
  return rows.map(({ link, brandName, brandLogoUrl }) => {
    const total = totals.find((row) => row.linkId === link.id);
    const sale = sales.find((row) => row.linkId === link.id);
    const byDay = new Map(days.filter((row) => row.linkId === link.id).map((row) => [row.day, row.clicks]));
    return {
      id: link.id,
      code: link.code,
      brandId: link.brandId,
      brandName,
      brandLogoUrl,
      destinationUrl: link.destinationUrl,
      trackedUrl: `${origin}/r/${link.code}`,
      createdAt: link.createdAt.toISOString(),
      clicks: total?.clicks ?? 0,
      uniqueClicks: total?.unique ?? 0,
      clicksByDay: dayList.map((date) => ({ date, clicks: byDay.get(date) ?? 0 })),
      conversions: sale?.conversions ?? 0,
      earningsCents: sale?.earnings ?? 0,
    };
  });
}

const commissionColumns = {
  id: affiliateCommissions.id,
  orderedAt: affiliateCommissions.orderedAt,
  brandId: affiliateCommissions.brandId,
  brandName: affiliateBrands.name,
  orderId: affiliateCommissions.orderId,
  orderCents: affiliateCommissions.orderCents,
  commissionCents: affiliateCommissions.commissionCents,
  status: affiliateCommissions.status,
  approvesAt: affiliateCommissions.approvesAt,
  paidAt: affiliateCommissions.paidAt,
};

export type CommissionRow = { [K in keyof typeof commissionColumns]: (typeof commissionColumns)[K]['_']['data'] };

const monthOf = (userId: string, year: number, month: number) => {
  const { start, end } = monthRange(year, month);
  return and(eq(affiliateCommissions.userId, userId), gte(affiliateCommissions.orderedAt, start), lt(affiliateCommissions.orderedAt, end));
};

/** A month's commissions, newest first: one page, or all of them (the CSV). */
export const monthCommissions = (db: Database, userId: string, year: number, month: number, page?: { limit: number; offset: number }) => {
  const query = db
    .select(commissionColumns)
    .from(affiliateCommissions)
    .innerJoin(affiliateBrands, eq(affiliateBrands.id, affiliateCommissions.brandId))
    .where(monthOf(userId, year, month))
    .orderBy(desc(affiliateCommissions.orderedAt), desc(affiliateCommissions.id))
    .$dynamic();
  return (page ? query.limit(page.limit).offset(page.offset) : query) as Promise<CommissionRow[]>;
};

/**
 * The month's sums per status (in the database: every row counts, not only a page's), how many
 * commissions it holds, and how many of them were not canceled (those `totals.all` adds up).
 */
export async function monthTotals(db: Database, userId: string, year: number, month: number) {
  const rows = await db
    .select({
      status: affiliateCommissions.status,
      cents: sql<number>`sum(${affiliateCommissions.commissionCents})::bigint`.mapWith(Number),
      count: count(),
    })
    .from(affiliateCommissions)
    .where(monthOf(userId, year, month))
    .groupBy(affiliateCommissions.status);
  const totals = totalsByStatus(rows.map((row) => ({ status: row.status, commissionCents: row.cents })));
  const countOf = (kept: typeof rows) => kept.reduce((sum, row) => sum + row.count, 0);
  return { totals, count: countOf(rows), countNotCanceled: countOf(rows.filter((row) => row.status !== 'canceled')) };
}

/** The day a commission is (or is expected to be) paid: the 15th of the month after its approval. */
export const paymentDate = (row: Pick<CommissionRow, 'approvesAt' | 'paidAt'>): Date => row.paidAt ?? expectedPaymentDate(row.approvesAt, 0);

/** What the screen shows of a commission. */
export function toCommission(row: CommissionRow): Commission {
  const status: CommissionStatus = row.status;
  return {
    id: row.id,
    orderedAt: row.orderedAt.toISOString(),
    brandId: row.brandId,
    brandName: row.brandName,
    orderId: row.orderId,
    orderCents: row.orderCents,
    commissionCents: row.commissionCents,
    status,
    expectedPaymentDate: status === 'canceled' ? null : paymentDate(row).toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * Pending commissions whose holding period has ended (of `commissionIds` when given) become
 * approved, each creator told in the same transaction (a commission is approved once, so told
 * once); answers how many.
 */
export async function approveDueCommissions(db: Database, events: Events, now: Date, commissionIds?: string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const approved = await tx
      .update(affiliateCommissions)
      .set({ status: 'approved', approvedAt: now })
      .where(
        and(
          eq(affiliateCommissions.status, 'pending'),
          lte(affiliateCommissions.approvesAt, now),
          commissionIds ? inArray(affiliateCommissions.id, commissionIds) : undefined,
        ),
      )
      .returning({
        id: affiliateCommissions.id,
        userId: affiliateCommissions.userId,
        brandId: affiliateCommissions.brandId,
        cents: affiliateCommissions.commissionCents,
      });
    if (approved.length === 0) return 0;
    const brands = await tx
      .select({ id: affiliateBrands.id, name: affiliateBrands.name })
      .from(affiliateBrands)
      .where(inArray(affiliateBrands.id, [...new Set(approved.map((row) => row.brandId))]));
    const brandName = new Map(brands.map((brand) => [brand.id, brand.name]));
    await events.emit(
      tx,
      'creatorEvents',
      approved.map((row) => ({
        userId: row.userId,
        kind: 'commission_approved' as const,
        details: { commissionId: row.id, brandName: brandName.get(row.brandId) ?? row.brandId, amountCents: Number(row.cents) },
        dedupeKey: eventKeys.commissionApproved(row.id),
        at: now,
      })),
    );
    return approved.length;
  });
}
