import { DAY_MS } from '@ma/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, users } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { insertBrand } from './affiliate.test-support.ts';
import { notificationRowsOf } from '../notifications/notifications.test-support.ts';
import { APPROVAL_JOB, defineApprovalJob, queueApproval } from './approvals.ts';

describe.each(testDatabases)('the approval job ($name)', (database) => {
  const context = useTestDatabase(database);

  it('approves the commissions whose holding period ended, an inactive brand’s too, and no others', async () => {
    const db = context.handle.db;
    const clock = createTestClock();
    const [user] = await db
      .insert(users)
      .values({ name: 'Ana', username: `ana-${randomUUID()}` })
      .returning({ id: users.id });
    const brand = async (active: boolean) => (await insertBrand(db, { active })).id;
    // Recorded with its approval job in one transaction, as an order's webhook records it (conversions.ts).
    const commission = (brandId: string, approvesAt: Date) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(affiliateCommissions)
          .values({
            brandId,
            orderId: `PED-${randomBytes(4).toString('hex')}`,
            userId: user?.id ?? '',
            orderCents: 10_000,
            rateBp: 1000,
            commissionCents: 1000,
            orderedAt: new Date(approvesAt.getTime() - 30 * DAY_MS),
            approvesAt,
          })
          .returning({ id: affiliateCommissions.id });
        await queueApproval(tx, row?.id ?? '', approvesAt);
        return row?.id ?? '';
      });
    const past = new Date(clock.now().getTime() - 1000);
    const ids = [
      await commission(await brand(true), past),
      // The brand left the program after the order: what it brought is still owed to the creator.
      await commission(await brand(false), past),
      await commission(await brand(true), new Date(clock.now().getTime() + DAY_MS)),
    ];

    // Each commission's job is due at its approval date in the database's time, which is ahead of
    // the test's clock: the job reads the app's clock, which the test moves.
    const jobs = createQueuedJobs(context.handle.jobExecutor());
    defineApprovalJob(jobs, { db, clock, logger: silentLogger, events: appEvents });
    await jobs.start();
    const statuses = async () => {
      const rows = await db.select().from(affiliateCommissions).where(inArray(affiliateCommissions.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id)?.status);
    };
    await jobs.runDue(APPROVAL_JOB);
    expect(await statuses()).toEqual(['approved', 'approved', 'pending']);

    // The third one's job waits for its date, then approves it, once.
    clock.advance(DAY_MS);
    await jobs.runDue(APPROVAL_JOB);
    expect(await statuses()).toEqual(['approved', 'approved', 'approved']);
    expect(await jobs.pending(APPROVAL_JOB)).toBe(0);
    const told = (await notificationRowsOf(db, user?.id ?? '')).filter((row) => row.kind === 'commission_approved');
    expect(told).toHaveLength(3);
  });
});
