import { couponRewardTypes, creditMovementKinds } from '@ma/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { userIdColumn, userKeyColumn } from './users.schema.ts';
import { idColumn, instant, parentIdColumn } from './columns.ts';

// Decision record: docs/decisions/004-credit-ledger.md.

export const creditMovementKindEnum = pgEnum('credit_movement_kind', creditMovementKinds);
export const couponRewardTypeEnum = pgEnum('coupon_reward_type', couponRewardTypes);

/**
 * Every change of a balance, never updated nor deleted (the code has no path that does).
 * `balance_after` is the balance once this row applied, so the history reads without sums.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: idColumn(),
    /** Insertion order: rows written in the same instant still read newest first. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    userId: userIdColumn(),
    kind: creditMovementKindEnum('kind').notNull(),
    /** Signed: what this row added to (or took from) the balance. */
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    /** Shown to the creator in the history (pt-BR). */
    reason: text('reason').notNull(),
    /** What the row is about ('coupon:<id>', 'aira-idea:<id>'...): one row per kind and reference. */
    reference: text('reference'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    // Nulls are distinct: references are optional, but a given one is used once per kind.
    unique('credit_ledger_reference_unique').on(table.userId, table.kind, table.reference),
    index('credit_ledger_user_seq_idx').on(table.userId, table.seq.desc()),
    check('credit_ledger_amount_non_zero', sql`${table.amount} <> 0`),
    check('credit_ledger_balance_after_non_negative', sql`${table.balanceAfter} >= 0`),
    check(
      'credit_ledger_amount_sign',
      sql`(${table.kind} in ('grant', 'coupon', 'refund') and ${table.amount} > 0) or (${table.kind} = 'spend' and ${table.amount} < 0) or ${table.kind} = 'adjustment'`,
    ),
  ],
);

/** The current balance per user, moved in the same transaction as each ledger row. */
export const creditBalances = pgTable(
  'credit_balances',
  {
    userId: userKeyColumn(),
    balance: integer('balance').notNull().default(0),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [check('credit_balances_non_negative', sql`${table.balance} >= 0`)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    /** Stored normalised (`normalizeCouponCode`: trimmed, upper-case), so lookups are exact. */
    code: text('code').notNull(),
    rewardType: couponRewardTypeEnum('reward_type').notNull().default('credits'),
    rewardAmount: integer('reward_amount').notNull(),
    /** Null: valid since it was created. */
    validFrom: instant('valid_from'),
    /** Exclusive; null: never expires. */
    validUntil: instant('valid_until'),
    /** Null: unlimited. */
    maxRedemptions: integer('max_redemptions'),
    /** Moved with each redemption row, under the coupon's row lock (the cap check). */
    redemptionCount: integer('redemption_count').notNull().default(0),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('coupons_code_unique').on(table.code),
    check('coupons_code_normalised', sql`${table.code} = upper(btrim(${table.code})) and ${table.code} <> ''`),
    check('coupons_reward_amount_positive', sql`${table.rewardAmount} > 0`),
    check('coupons_max_redemptions_positive', sql`${table.maxRedemptions} is null or ${table.maxRedemptions} > 0`),
    check(
      'coupons_redemption_count_within_cap',
      sql`${table.redemptionCount} >= 0 and (${table.maxRedemptions} is null or ${table.redemptionCount} <= ${table.maxRedemptions})`,
    ),
    check('coupons_validity_window', sql`${table.validFrom} is null or ${table.validUntil} is null or ${table.validFrom} < ${table.validUntil}`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: idColumn(),
    couponId: parentIdColumn('coupon_id', () => coupons.id),
    userId: userIdColumn(),
    redeemedAt: instant('redeemed_at').notNull().defaultNow(),
  },
  // At most one redemption per account: the constraint settles concurrent attempts.
  (table) => [
    unique('coupon_redemptions_coupon_user_unique').on(table.couponId, table.userId),
    // A coupon's redemptions newest first, a page at a time (the back office).
    index('coupon_redemptions_coupon_redeemed_idx').on(table.couponId, table.redeemedAt.desc(), table.id.desc()),
  ],
);

export type CreditMovementKind = (typeof creditMovementKindEnum.enumValues)[number];
export type CreditLedgerRow = typeof creditLedger.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;
