import type { Dashboard } from '@ma/api-client/admin';
import { dayRange, lastDays, TIME_ZONE, weekStart, type Level } from '@ma/domain';
import { and, count, eq, gte, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { affiliateCommissions, applications, proposals, users } from '../../db/schema.ts';
import type { JobAdmin } from '../../lib/jobs/job-runner.ts';
import { isOpenAt } from '../proposals/proposals.repository.ts';

/** The days the Painel's charts cover, today included. */
export const DASHBOARD_DAYS = 90;

/**
 * A count (or a sum) per São Paulo day from `since` on, summed in the database: one row per day
 * with rows, read along the index on `column` (users_created_idx, applications_created_idx,
 * affiliate_commissions_status_idx), so that its cost follows the 90 days' rows, not the table's.
 */
async function perDay(db: Database, table: PgTable, column: AnyColumn, since: Date, value: SQL<number>, where?: SQL): Promise<Map<string, number>> {
  // The zone is a constant written into the text, so that the select and the group by are the same expression.
  const day = sql<string>`to_char(${column} at time zone ${sql.raw(`'${TIME_ZONE}'`)}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, value })
    .from(table)
    .where(and(gte(column, since), where))
    .groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

/** The Painel (GET /v3/admin/dashboard): the figures now, and the last 90 days by day. */
export async function readDashboard(db: Database, jobs: JobAdmin, now: Date): Promise<Dashboard> {
  const days = lastDays(DASHBOARD_DAYS, now);
  const since = dayRange(days[0]).start;
  const counted = sql<number>`count(*)`.mapWith(Number);
  // What a commission earns once its order stands: every state but canceled.
  const standing = inArray(affiliateCommissions.status, ['pending', 'approved', 'paid']);

  const [levels, [open], [week], [toPay], failedJobs, creators, applied, commissions] = await Promise.all([
    db.select({ level: users.level, n: counted }).from(users).where(isNull(users.deletedAt)).groupBy(users.level),
    db.select({ n: count() }).from(proposals).where(isOpenAt(now)),
    db
      .select({ n: count() })
      .from(applications)
      .where(gte(applications.createdAt, weekStart(now))),
    db
      .select({ n: count(), cents: sql<number>`coalesce(sum(${affiliateCommissions.commissionCents}), 0)`.mapWith(Number) })
      .from(affiliateCommissions)
      .where(eq(affiliateCommissions.status, 'approved')),
    jobs.failedCount(),
    perDay(db, users, users.createdAt, since, counted),
    perDay(db, applications, applications.createdAt, since, counted),
    perDay(
      db,
      affiliateCommissions,
      affiliateCommissions.orderedAt,
      since,
      sql<number>`sum(${affiliateCommissions.commissionCents})`.mapWith(Number),
      standing,
    ),
  ]);

  const byLevel: Record<Level, number> = { bronze: 0, silver: 0, gold: 0 };
  for (const row of levels) byLevel[row.level] = row.n;
  return {
    creatorsByLevel: byLevel,
    openProposals: open?.n ?? 0,
    applicationsThisWeek: week?.n ?? 0,
    commissionsToPay: { count: toPay?.n ?? 0, cents: toPay?.cents ?? 0 },
    failedJobs,
    days: days.map((day) => ({
      day,
      newCreators: creators.get(day) ?? 0,
      applications: applied.get(day) ?? 0,
      commissionCents: commissions.get(day) ?? 0,
    })),
  };
}
