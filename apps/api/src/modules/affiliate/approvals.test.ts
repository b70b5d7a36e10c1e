import { DAY_MS } from '@ma/domain';
import { randomBytes, randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, users } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { useJobRunners } from '../../test/job-runners.ts';
import { createTestClock, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { insertBrand } from './affiliate.test-support.ts';
import { defineApprovalJob } from './approvals.ts';

describe.each(testDatabases)('the approval job ($name)', (database) => {
  const context = useTestDatabase(database);
  const { runner } = useJobRunners(context);

  it('approves the commissions whose holding period ended, an inactive brand’s too, and no others', async () => {
    const db = context.handle.db;
    const clock = createTestClock();
    const [user] = await db
      .insert(users)
      .values({ name: 'Ana', username: `ana-${randomUUID()}` })
      .returning({ id: users.id });
    const brand = async (active: boolean) => (await insertBrand(db, { active })).id;
    const commission = async (brandId: string, approvesAt: Date) => {
      const [row] = await db
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
      return row?.id ?? '';
    };
    const past = new Date(clock.now().getTime() - 1000);
    const ids = [
      await commission(await brand(true), past),
      // The brand left the program after the order: what it brought is still owed to the creator.
      await commission(await brand(false), past),
      await commission(await brand(true), new Date(clock.now().getTime() + DAY_MS)),
    ];

    // A process starting runs a round at once, then one a minute.
    const jobs = runner();
    defineApprovalJob(jobs, { db, clock, logger: silentLogger, events: appEvents });
    await jobs.start();

    const statuses = async () => {
      const rows = await db.select().from(affiliateCommissions).where(inArray(affiliateCommissions.id, ids));
      return ids.map((id) => rows.find((row) => row.id === id)?.status);
    };
    await expect.poll(statuses, { timeout: 10_000 }).toEqual(['approved', 'approved', 'pending']);
    await jobs.stop();
    expect(await statuses()).toEqual(['approved', 'approved', 'pending']);
  });
});
