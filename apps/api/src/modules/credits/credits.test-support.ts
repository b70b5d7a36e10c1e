import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { coupons, creditBalances, creditLedger, users, type NewCouponRow } from '../../db/schema.ts';
import { createTestUser } from '../../test/users.ts';

/** A user row without going through sign-up (no password hashing): for service-level tests. */
export async function insertUser(db: Database): Promise<string> {
  const user = await createTestUser(db, { name: 'Teste Créditos', email: `creditos.${randomUUID()}@example.com` });
  return user.id;
}

export async function userIdByEmail(db: Database, email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

/** A coupon with a code no other test uses, valid now, 10 credits, unlimited, unless overridden. */
export async function insertCoupon(db: Database, overrides: Partial<NewCouponRow> = {}) {
  const [coupon] = await db
    .insert(coupons)
    .values({ code: `TESTE${randomUUID().slice(0, 8).toUpperCase()}`, rewardAmount: 10, ...overrides })
    .returning();
  if (!coupon) throw new Error('coupon insert returned no row');
  return coupon;
}

/**
 * The ledger's invariant for one account: the balance row equals the sum of its movements,
 * and the newest movement's balance_after equals it too.
 */
export async function ledgerState(db: Database, userId: string) {
  const [balanceRow] = await db.select({ balance: creditBalances.balance }).from(creditBalances).where(eq(creditBalances.userId, userId));
  const [sums] = await db
    .select({ total: sql<number>`coalesce(sum(${creditLedger.amount}), 0)::int`, rows: sql<number>`count(*)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  const [newest] = await db
    .select({ balanceAfter: creditLedger.balanceAfter })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(sql`${creditLedger.seq} desc`)
    .limit(1);
  return { balance: balanceRow?.balance ?? 0, ledgerSum: sums?.total ?? 0, rows: sums?.rows ?? 0, newestBalanceAfter: newest?.balanceAfter ?? 0 };
}
