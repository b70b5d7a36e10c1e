import { DAY_MS, weekStart, type CommissionStatus } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, proposals, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { insertApplication, insertProposal } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { createTestUser } from '../../test/users.ts';
import { commissionRow, insertBrand } from '../affiliate/affiliate.test-support.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';

interface WireDashboard {
  creators_by_level: Record<'bronze' | 'silver' | 'gold', number>;
  open_proposals: number;
  applications_this_week: number;
  commissions_to_pay: { count: number; cents: number };
  failed_jobs: number;
  days: { day: string; new_creators: number; applications: number; commission_cents: number }[];
}

describe.each(testDatabases)('the back office Painel ($name)', (database) => {
  const context = useTestDatabase(database);

  async function signedIn(role: 'admin' | 'support' | 'finance') {
    const setup = createTestApp(context.handle.db);
    const operator = await enrolledOperator(context.handle.db, setup, role);
    const cookie = await signInAs(setup.app, setup.clock, operator);
    const read = async () => {
      const response = await call(setup.app, 'GET', '/v3/admin/dashboard', { headers: fromBackoffice({ cookie }) });
      expect(response.status, response.text).toBe(200);
      return response.json as unknown as WireDashboard;
    };
    return { ...setup, read };
  }

  const creator = async (level: 'bronze' | 'silver' | 'gold', createdAt: string, deleted = false) => {
    const user = await createTestUser(context.handle.db, {
      name: 'Criadora Painel',
      email: uniqueEmail('painel'),
      preferredUsername: `p_${Math.random().toString(36).slice(2, 10)}`,
    });
    await context.handle.db
      .update(users)
      .set({ level, createdAt: new Date(createdAt), deletedAt: deleted ? new Date(createdAt) : null })
      .where(eq(users.id, user.id));
    return user.id;
  };

  it('counts creators by level, open proposals, the week’s applications, commissions to pay, and the last 90 days by São Paulo day', async () => {
    const { read, clock } = await signedIn('admin');
    // The test clock: Monday 2 March 2026, about 09:00 in São Paulo.
    expect(clock.now().toISOString().slice(0, 13)).toBe('2026-03-02T12');
    const before = await read();

    const gold = await creator('gold', '2026-03-02T04:00:00Z');
    const bronze = await creator('bronze', '2026-03-01T02:59:59Z'); // still 28 February in São Paulo
    await creator('silver', '2026-03-02T05:00:00Z', true); // deleted: no level counted, still a sign-up of that day

    const open = await insertProposal(context.handle.db);
    await insertProposal(context.handle.db, { publishedAt: new Date(clock.now().getTime() - 2 * DAY_MS) });
    const closed = await insertProposal(context.handle.db);
    await context.handle.db.update(proposals).set({ closedAt: clock.now() }).where(eq(proposals.id, closed));
    const expired = await insertProposal(context.handle.db);
    await context.handle.db
      .update(proposals)
      .set({ validUntil: new Date(clock.now().getTime() - 1000) })
      .where(eq(proposals.id, expired));

    await insertApplication(context.handle.db, { proposalId: open, userId: gold, createdAt: new Date('2026-03-02T03:00:00Z') }); // Monday 00:00
    await insertApplication(context.handle.db, { proposalId: open, userId: bronze, createdAt: new Date('2026-03-02T02:59:59Z') }); // Sunday

    const brand = await insertBrand(context.handle.db);
    const commission = (cents: number, status: CommissionStatus, orderedAt: string) =>
      commissionRow({ brandId: brand.id, userId: gold, cents, status, orderedAt });
    await context.handle.db.insert(affiliateCommissions).values([
      commission(550, 'approved', '2026-03-02T10:00:00Z'),
      commission(1000, 'pending', '2026-03-02T11:00:00Z'),
      commission(700, 'canceled', '2026-03-02T11:30:00Z'),
      commission(225, 'paid', '2026-03-01T15:00:00Z'),
      commission(4000, 'approved', '2025-11-01T12:00:00Z'), // before the 90 days, still to pay
    ]);

    const after = await read();
    expect(after.creators_by_level).toEqual({
      bronze: before.creators_by_level.bronze + 1,
      silver: before.creators_by_level.silver,
      gold: before.creators_by_level.gold + 1,
    });
    expect(after.open_proposals - before.open_proposals).toBe(2);
    expect(after.applications_this_week - before.applications_this_week).toBe(1);
    expect(after.commissions_to_pay).toEqual({
      count: before.commissions_to_pay.count + 2,
      cents: before.commissions_to_pay.cents + 4550,
    });

    expect(after.days).toHaveLength(90);
    expect(after.days[0]?.day).toBe('2025-12-03');
    const day = (wanted: string, of: WireDashboard) => of.days.find((entry) => entry.day === wanted);
    const delta = (wanted: string) => {
      const [now, then] = [day(wanted, after), day(wanted, before)];
      return {
        newCreators: (now?.new_creators ?? 0) - (then?.new_creators ?? 0),
        applications: (now?.applications ?? 0) - (then?.applications ?? 0),
        commissionCents: (now?.commission_cents ?? 0) - (then?.commission_cents ?? 0),
      };
    };
    expect(delta('2026-03-02')).toEqual({ newCreators: 2, applications: 1, commissionCents: 1550 });
    expect(delta('2026-03-01')).toEqual({ newCreators: 0, applications: 1, commissionCents: 225 });
    expect(delta('2026-02-28')).toEqual({ newCreators: 1, applications: 0, commissionCents: 0 });
  });

  it('starts the week on Monday, São Paulo time', () => {
    expect(weekStart(new Date('2026-03-02T12:00:00Z')).toISOString()).toBe('2026-03-02T03:00:00.000Z');
    expect(weekStart(new Date('2026-03-02T02:00:00Z')).toISOString()).toBe('2026-02-23T03:00:00.000Z'); // still Sunday there
    expect(weekStart(new Date('2026-03-08T20:00:00Z')).toISOString()).toBe('2026-03-02T03:00:00.000Z');
  });

  it('opens to every role, never without a session', async () => {
    const { app } = createTestApp(context.handle.db);
    expect(await call(app, 'GET', '/v3/admin/dashboard', { headers: fromBackoffice() })).toMatchObject({ status: 401 });
    for (const role of ['support', 'finance'] as const) {
      const { read } = await signedIn(role);
      expect((await read()).days).toHaveLength(90);
    }
  });
});
