import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { commissionStatusEnum, pixKeyTypeEnum } from './enums.ts';
import { userIdColumn, userKeyColumn } from './users.schema.ts';
import { createdAndUpdatedColumns, idColumn, instant, parentIdColumn } from './columns.ts';

/**
 * A brand of the affiliate program (docs/product/affiliate.md), kept by operators with
 * `cli affiliate:brands`. Links may only lead to pages of `domain` (and its subdomains).
 */
export const affiliateBrands = pgTable(
  'affiliate_brands',
  {
    /** A slug ('lumiere'): the brand's webhook address names it. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** Basis points: 1250 is 12,5 %. */
    commissionRateBp: integer('commission_rate_bp').notNull(),
    cookieDays: integer('cookie_days').notNull().default(30),
    /** Days after the order before a pending commission is approved (refunds come within them). */
    holdingDays: integer('holding_days').notNull().default(30),
    domain: text('domain').notNull(),
    homepageUrl: text('homepage_url').notNull(),
    /**
     * The HMAC-SHA256 key of its conversion webhook, shared with the brand (which holds it too):
     * kept as is, since verifying needs it; `cli affiliate:brands` sets and rotates it.
     */
    webhookSecret: text('webhook_secret').notNull(),
    active: boolean('active').notNull().default(true),
    ...createdAndUpdatedColumns(),
  },
  (table) => [
    check('affiliate_brands_rate', sql`${table.commissionRateBp} between 1 and 10000`),
    check('affiliate_brands_days', sql`${table.cookieDays} between 1 and 365 and ${table.holdingDays} between 0 and 365`),
  ],
);

/** A creator's registration in the program: who is paid, and to which PIX key. */
export const affiliates = pgTable(
  'affiliates',
  {
    userId: userKeyColumn(),
    fullName: text('full_name').notNull(),
    /** CPF or CNPJ, normalized (digits; the new CNPJ also letters). */
    document: text('document').notNull(),
    /** E.164. */
    phone: text('phone').notNull(),
    pixKeyType: pixKeyTypeEnum('pix_key_type').notNull(),
    pixKey: text('pix_key').notNull(),
    termsAcceptedAt: instant('terms_accepted_at').notNull(),
    ...createdAndUpdatedColumns(),
  },
  // The back office finds a creator by CPF: an exact lookup of the stored digits.
  (table) => [index('affiliates_document_idx').on(table.document)],
);

/** A tracked link: our /r/{code} sends visitors to `destination_url`, a page of the brand. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: idColumn(),
    code: text('code').notNull(),
    userId: userIdColumn(),
    brandId: text('brand_id')
      .notNull()
      .references(() => affiliateBrands.id),
    destinationUrl: text('destination_url').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('affiliate_links_code_unique').on(table.code), index('affiliate_links_user_idx').on(table.userId, table.createdAt)],
);

/**
 * The counted clicks (bots left out) of a link, per São Paulo day and visitor: `clicks` is how
 * many times that visitor followed it that day. Written in batches after the redirects answered,
 * adding to the count. Unique clicks are rows; total clicks, their sum. `visitor` is an HMAC of
 * the address and browser keyed with a secret and the day: no address is stored, and nobody can
 * be followed from one day to the next. (A click's own id travels signed to the brand and back:
 * clicks.ts; no row per click is needed to credit an order.)
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    linkId: parentIdColumn('link_id', () => affiliateLinks.id),
    day: date('day').notNull(),
    visitor: text('visitor').notNull(),
    clicks: integer('clicks').notNull(),
  },
  (table) => [
    primaryKey({ name: 'affiliate_clicks_pk', columns: [table.linkId, table.day, table.visitor] }),
    check('affiliate_clicks_positive', sql`${table.clicks} > 0`),
  ],
);

/**
 * Payouts marked paid together (the back office's batch, or one `cli affiliate:payouts --pay`):
 * its CSV lists them. Written once; the count and the sum are the payouts', kept for the list.
 */
export const affiliatePayoutBatches = pgTable(
  'affiliate_payout_batches',
  {
    id: idColumn(),
    paidAt: instant('paid_at').notNull(),
    payoutCount: integer('payout_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
  },
  (table) => [index('affiliate_payout_batches_paid_idx').on(table.paidAt, table.id)],
);

/** A payout made by an operator (the back office, or `cli affiliate:payouts --pay`): what was paid, where, with which reference. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: idColumn(),
    userId: userIdColumn(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    pixKeyType: pixKeyTypeEnum('pix_key_type').notNull(),
    pixKey: text('pix_key').notNull(),
    /** The bank's reference (end-to-end id) of the transfer. */
    reference: text('reference').notNull(),
    paidAt: instant('paid_at').notNull(),
    /** Null for the payouts made before batches existed. */
    batchId: uuid('batch_id').references(() => affiliatePayoutBatches.id),
  },
  (table) => [index('affiliate_payouts_batch_idx').on(table.batchId)],
);

/** A commission: one per brand order, money in centavos, the rate as it was at the order. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: idColumn(),
    brandId: text('brand_id')
      .notNull()
      .references(() => affiliateBrands.id),
    orderId: text('order_id').notNull(),
    userId: userIdColumn(),
    linkId: uuid('link_id').references(() => affiliateLinks.id, { onDelete: 'set null' }),
    clickId: text('click_id'),
    orderCents: bigint('order_cents', { mode: 'number' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    commissionCents: bigint('commission_cents', { mode: 'number' }).notNull(),
    status: commissionStatusEnum('status').notNull().default('pending'),
    orderedAt: instant('ordered_at').notNull(),
    /** When the holding period ends (the brand's, at the order). */
    approvesAt: instant('approves_at').notNull(),
    approvedAt: instant('approved_at'),
    canceledAt: instant('canceled_at'),
    paidAt: instant('paid_at'),
    payoutId: uuid('payout_id').references(() => affiliatePayouts.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('affiliate_commissions_order_unique').on(table.brandId, table.orderId),
    // The month's totals read only this index (status and amount in it): no row visited.
    index('affiliate_commissions_user_month_idx').on(table.userId, table.orderedAt, table.status, table.commissionCents),
    // The back office's list by status, newest first (keyset on ordered_at, id), and by brand too.
    index('affiliate_commissions_status_idx').on(table.status, table.orderedAt, table.id),
    index('affiliate_commissions_brand_status_idx').on(table.brandId, table.status, table.orderedAt, table.id),
    index('affiliate_commissions_due_idx')
      .on(table.approvesAt)
      .where(sql`${table.status} = 'pending'`),
    check('affiliate_commissions_amounts', sql`${table.orderCents} >= 0 and ${table.commissionCents} >= 0`),
  ],
);

/** The brands' webhook events already taken: a retry of one changes nothing. */
export const affiliateWebhookEvents = pgTable(
  'affiliate_webhook_events',
  {
    brandId: text('brand_id')
      .notNull()
      .references(() => affiliateBrands.id),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: instant('received_at').notNull(),
  },
  (table) => [primaryKey({ name: 'affiliate_webhook_events_pk', columns: [table.brandId, table.eventId] })],
);

export type AffiliateBrandRow = typeof affiliateBrands.$inferSelect;
export type AffiliateRow = typeof affiliates.$inferSelect;
export type AffiliateLinkRow = typeof affiliateLinks.$inferSelect;
export type AffiliateCommissionRow = typeof affiliateCommissions.$inferSelect;
