import { randomBytes } from 'node:crypto';
import { DAY_MS, levelSteps, type CommissionStatus } from '@ma/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { servicesOf, type App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import { affiliateCommissions, mediaKits, mediaKitViews, proposals, users } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { DEMO_PASSWORD, demoAccounts } from '../account/seed/demo-accounts.seeder.ts';
import { seedDatabase } from '../../seed/index.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertApplication, insertProposal } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, createTestClock, createTestHasher, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { refreshLevel } from '../account/level.ts';
import { commissionRow, insertBrand } from '../affiliate/affiliate.test-support.ts';
import { applyCreditChange } from '../credits/credit-ledger.ts';

const ORIGIN = 'https://app.maisalcance.example';
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

type Json = Record<string, unknown>;

const overviewOf = async (app: App, token: string) => {
  const response = await call(app, 'GET', '/v3/account/overview', { token });
  expect(response.status).toBe(200);
  return response.json as Json;
};

const userIdOf = async (db: Database, token: string, app: App) => {
  const me = await call(app, 'GET', '/v3/account/me', { token });
  const email = (me.json?.['user'] as Json)['email'] as string;
  const [row] = await db.select({ id: users.id, level: users.level, username: users.username }).from(users).where(eq(users.email, email));
  if (!row) throw new Error('no user');
  return row;
};

const registration = {
  full_name: 'Ana Clara Souza',
  document: '529.982.247-25',
  phone: '(71) 98765-4321',
  pix_key_type: 'email',
  pix_key: 'ana@example.com',
  accept_terms: true,
};

/** The 30 São Paulo days ending on `today`, oldest first. */
const thirtyDaysTo = (today: string) =>
  Array.from({ length: 30 }, (_, index) => new Date(Date.parse(`${today}T12:00:00Z`) - (29 - index) * DAY_MS).toISOString().slice(0, 10));

describe.each(testDatabases)('GET /v3/account/overview ($name)', (database) => {
  const context = useTestDatabase(database);

  it('answers 401 without a session', async () => {
    const { app } = createTestApp(context.handle.db);
    const response = await call(app, 'GET', '/v3/account/overview');
    expect(response.status).toBe(401);
    expect(response.json).toMatchObject({ code: 'SESSION_EXPIRED' });
  });

  it('gives a new account every figure at zero or empty and the kit as its next step', async () => {
    const { db } = context.handle;
    const { app } = createTestApp(db, { appOrigin: ORIGIN });
    const { token } = await registerAccount(app);
    const user = await userIdOf(db, token, app);
    const overview = await overviewOf(app, token);
    expect(overview).toEqual({
      progress: {
        level: 'bronze',
        steps: levelSteps.map((step) => ({ step, done: false })),
        next_step: 'media_kit',
      },
      credits: { balance: 0 },
      applications: { pending: 0, accepted: 0, rejected: 0 },
      proposals: { fitting: 0, top: [] },
      media_kit: {
        complete: false,
        // The name comes with the sign-up.
        missing: ['picture', 'bio', 'location', 'niches'],
        username: user.username,
        url: `${ORIGIN}/${user.username}`,
        reachable: false,
        shared: false,
        views_last30_days: 0,
        // The test clock: 2026-03-02 09:00 in São Paulo.
        views_by_day: thirtyDaysTo('2026-03-02').map((date) => ({ date, views: 0 })),
      },
      affiliate: { registered: false, month: 3, year: 2026, month_earnings_cents: 0, month_commissions: 0 },
    });
    expect(user.level).toBe('bronze');
  });

  it('walks the way to Ouro from the facts the stored level is computed from', async () => {
    const { db } = context.handle;
    const { app } = createTestApp(db);
    const progressOf = async (token: string) => {
      const overview = await overviewOf(app, token);
      const stored = await userIdOf(db, token, app);
      const progress = overview['progress'] as Json;
      expect(progress['level']).toBe(stored.level);
      return { progress, kit: overview['media_kit'] as Json };
    };
    const done = (...steps: string[]) => levelSteps.map((step) => ({ step, done: steps.includes(step) }));

    const silver = await createCreator(app, db, { level: 'silver' });
    expect(await progressOf(silver.token)).toMatchObject({
      progress: { level: 'silver', steps: done('media_kit'), next_step: 'instagram' },
      kit: { complete: true, missing: [] },
    });

    const instagramOnly = await createCreator(app, db, { level: 'silver', instagramOnly: true });
    expect((await progressOf(instagramOnly.token)).progress).toEqual({ level: 'silver', steps: done('media_kit', 'instagram'), next_step: 'tiktok' });

    const gold = await createCreator(app, db, { level: 'gold' });
    expect((await progressOf(gold.token)).progress).toEqual({ level: 'gold', steps: done(...levelSteps), next_step: null });

    // Ouro comes from the networks alone: an emptied bio keeps the level and asks for the kit again.
    await db.update(users).set({ bio: '  ', city: null }).where(eq(users.id, gold.userId));
    expect(await refreshLevel(db, appEvents, gold.userId)).toBe('gold');
    expect(await progressOf(gold.token)).toMatchObject({
      progress: { level: 'gold', steps: done('instagram', 'tiktok'), next_step: 'media_kit' },
      kit: { complete: false, missing: ['bio', 'location'] },
    });
  });

  it('shows the credits balance and the applications by status, only the creator’s own', async () => {
    const { db } = context.handle;
    const { app } = createTestApp(db);
    const creator = await createCreator(app, db, { level: 'silver' });
    const other = await createCreator(app, db, { level: 'silver' });
    await applyCreditChange(db, { userId: creator.userId, kind: 'grant', amount: 12, reason: 'teste' });
    await applyCreditChange(db, { userId: creator.userId, kind: 'spend', amount: -3, reason: 'teste' });
    await applyCreditChange(db, { userId: other.userId, kind: 'grant', amount: 100, reason: 'teste' });

    // Closed proposals: applications keep counting after the proposal is gone, and no open list changes.
    const apply = async (userId: string, status: 'pending' | 'accepted' | 'rejected') => {
      const proposalId = await insertProposal(db, { closedAt: daysFromNow(-0.5) });
      await insertApplication(db, {
        proposalId,
        userId,
        status,
        createdAt: daysFromNow(-1),
        decidedAt: status === 'pending' ? null : daysFromNow(-0.5),
      });
    };
    for (const status of ['pending', 'pending', 'accepted', 'rejected', 'rejected', 'rejected'] as const) await apply(creator.userId, status);
    for (const status of ['pending', 'accepted', 'rejected'] as const) await apply(other.userId, status);

    const overview = await overviewOf(app, creator.token);
    expect(overview['credits']).toEqual({ balance: 9 });
    expect(overview['applications']).toEqual({ pending: 2, accepted: 1, rejected: 3 });
    expect((await call(app, 'GET', '/v3/voice-cloning/credits/balance', { token: creator.token })).json).toEqual({ balance: 9 });
  });

  it('counts the kit’s visitors by São Paulo day over the last 30 days, today included', async () => {
    const { db } = context.handle;
    // 2026-03-02 23:58 in São Paulo, already 2026-03-03 in UTC.
    const clock = createTestClock(Date.parse('2026-03-03T02:58:00Z'));
    const { app, background } = createTestApp(db, { clock });
    const creator = await createCreator(app, db, { level: 'silver' });
    const other = await createCreator(app, db, { level: 'silver' });
    const visit = async (userId: string, at: string, address: string, userAgent = BROWSER) => {
      servicesOf(app).visits.count({ userId, address, userAgent, now: new Date(at) });
      await background.idle();
    };
    await visit(creator.userId, '2026-02-01T02:59:59Z', '198.51.100.1'); // 31 January there: 31 days ago
    await visit(creator.userId, '2026-02-01T03:00:00Z', '198.51.100.2'); // 1 February: the oldest day shown
    await visit(creator.userId, '2026-02-15T12:00:00Z', '198.51.100.3');
    await visit(creator.userId, '2026-02-15T20:00:00Z', '198.51.100.3'); // the same visitor, the same day
    await visit(creator.userId, '2026-03-02T03:00:00Z', '198.51.100.4'); // today's first minute
    await visit(creator.userId, '2026-03-03T02:57:00Z', '198.51.100.5'); // today, after midnight UTC
    await visit(creator.userId, '2026-03-03T02:57:00Z', '198.51.100.9', 'facebookexternalhit/1.1'); // a link preview, not a visitor
    await visit(other.userId, '2026-03-02T12:00:00Z', '198.51.100.6');
    await visit(other.userId, '2026-02-20T12:00:00Z', '198.51.100.7');

    const kit = (await overviewOf(app, creator.token))['media_kit'] as Json;
    const expected = new Map([
      ['2026-02-01', 1],
      ['2026-02-15', 1],
      ['2026-03-02', 2],
    ]);
    expect(kit).toMatchObject({ shared: true, views_last30_days: 4 });
    expect(kit['views_by_day']).toEqual(thirtyDaysTo('2026-03-02').map((date) => ({ date, views: expected.get(date) ?? 0 })));
    // The kit editor counts the same visitors.
    expect(((await call(app, 'GET', '/v3/media-kit', { token: creator.token })).json?.['views'] as Json)['thirty_days']).toBe(4);

    // At midnight in São Paulo the window moves a day: 1 February leaves it.
    clock.advance(2 * 60_000);
    const next = (await overviewOf(app, creator.token))['media_kit'] as Json;
    expect(next['views_last30_days']).toBe(3);
    expect(next['views_by_day']).toEqual(thirtyDaysTo('2026-03-03').map((date) => ({ date, views: expected.get(date) ?? 0 })));

    // A kit seen only before the window was shared all the same.
    const early = await createCreator(app, db, { level: 'silver' });
    await visit(early.userId, '2026-01-31T12:00:00Z', '198.51.100.8');
    expect((await overviewOf(app, early.token))['media_kit']).toMatchObject({ shared: true, views_last30_days: 0 });
  });

  it('adds up this São Paulo month’s commissions, canceled ones and other months left out', async () => {
    const { db } = context.handle;
    const { app, clock } = createTestApp(db);
    const { id: brandId } = await insertBrand(db);
    const creator = await createCreator(app, db, { level: 'silver' });
    const other = await createCreator(app, db, { level: 'silver' });
    const unregistered = await createCreator(app, db, { level: 'silver' });
    for (const { token } of [creator, other]) {
      expect((await call(app, 'POST', '/v3/affiliate/register', { token, body: registration })).status).toBe(201);
    }
    // Registered, nothing sold yet.
    expect((await overviewOf(app, creator.token))['affiliate']).toEqual({
      registered: true,
      month: 3,
      year: 2026,
      month_earnings_cents: 0,
      month_commissions: 0,
    });

    const commission = (userId: string, cents: number, status: CommissionStatus, orderedAt: string) =>
      commissionRow({ brandId, userId, cents, status, orderedAt });
    await db.insert(affiliateCommissions).values([
      commission(creator.userId, 1000, 'pending', '2026-03-01T03:00:00Z'), // 1 March, 00:00 in São Paulo
      commission(creator.userId, 550, 'approved', '2026-03-02T10:00:00Z'),
      commission(creator.userId, 225, 'paid', '2026-03-01T15:00:00Z'),
      commission(creator.userId, 700, 'canceled', '2026-03-02T11:00:00Z'),
      commission(creator.userId, 9999, 'pending', '2026-03-01T02:59:59Z'), // still 28 February there
      commission(creator.userId, 4000, 'approved', '2026-02-10T12:00:00Z'),
      commission(other.userId, 3000, 'pending', '2026-03-02T10:00:00Z'),
    ]);

    expect((await overviewOf(app, creator.token))['affiliate']).toEqual({
      registered: true,
      month: 3,
      year: 2026,
      month_earnings_cents: 1775,
      month_commissions: 3,
    });
    // The commissions screen's own total for the month says the same, in the same unit.
    const page = await call(app, 'GET', '/v3/affiliate/commissions?month=3&year=2026', { token: creator.token });
    expect((page.json?.['totals'] as Json)['all']).toBe(1775);
    expect((await overviewOf(app, unregistered.token))['affiliate']).toMatchObject({
      registered: false,
      month_earnings_cents: 0,
      month_commissions: 0,
    });

    // Before midnight of 1 March in São Paulo, the month is still February.
    clock.advance(Date.parse('2026-03-01T02:59:59Z') - clock.now().getTime());
    expect((await overviewOf(app, creator.token))['affiliate']).toMatchObject({
      month: 2,
      year: 2026,
      month_earnings_cents: 13999,
      month_commissions: 2,
    });
  });

  it('says the same month’s earnings as the commissions screen, in the same unit (centavos)', async () => {
    const { db } = context.handle;
    const { app } = createTestApp(db);
    const { id: brandId } = await insertBrand(db, { commissionRateBp: 1250 });
    const creator = await createCreator(app, db, { level: 'silver' });
    expect((await call(app, 'POST', '/v3/affiliate/register', { token: creator.token, body: registration })).status).toBe(201);
    // Amounts whose sum in reais is not exact as a float (0.1 + 0.2): centavos add up exactly.
    const values = [10, 20, 123_456_789, 1];
    await db.insert(affiliateCommissions).values(
      values.map((cents, index) => ({
        brandId,
        orderId: `PED-${randomBytes(6).toString('hex')}`,
        userId: creator.userId,
        orderCents: cents * 8,
        rateBp: 1250,
        commissionCents: cents,
        status: 'pending' as const,
        orderedAt: new Date(Date.parse('2026-03-02T10:00:00Z') - index * 60_000),
        approvesAt: new Date(Date.parse('2026-04-01T10:00:00Z')),
      })),
    );

    const overview = (await overviewOf(app, creator.token))['affiliate'] as Json;
    const page = await call(app, 'GET', `/v3/affiliate/commissions?month=${String(overview['month'])}&year=${String(overview['year'])}`, {
      token: creator.token,
    });
    expect(page.status).toBe(200);
    expect(overview['month_earnings_cents']).toBe((page.json?.['totals'] as Json)['all']);
    expect(overview['month_earnings_cents']).toBe(123_456_820);
    expect(overview['month_commissions']).toBe(page.json?.['total']);
  });
});

describe.each(testDatabases)('the overview’s proposals ($name)', (database) => {
  // A database of its own: every open proposal in it is one this test placed.
  const context = useTestDatabase(database);

  it('counts the open proposals the creator may apply to now and shows the 3 newest as /publis does', async () => {
    const { db } = context.handle;
    const { app } = createTestApp(db);
    // Prata without networks: only proposals open to Prata, with no targeting it lacks.
    const creator = await createCreator(app, db, { level: 'silver' });
    const other = await createCreator(app, db, { level: 'silver' });
    const gold = await createCreator(app, db, { level: 'gold' });
    const open = (name: string, daysAgo: number, changes: Parameters<typeof insertProposal>[1] = {}) =>
      insertProposal(db, { name, isSilversAllowed: true, publishedAt: daysFromNow(-daysAgo), ...changes });

    const fitting = [await open('A', 1), await open('B', 2), await open('C', 3), await open('D', 6)];
    const goldOnly = await open('Só Ouro', 0.5, { isSilversAllowed: false });
    const lacksFollowers = await open('Seguidores', 0.5, { minFollowers: 10_000 });
    await open('Outra cidade', 0.5, { locations: [{ state: 'SP', city: ['São Paulo'] }] });
    const applied = await open('Aplicada', 0.5);
    await open('Vencida', 3, { validUntil: daysFromNow(-0.01) });
    await open('Encerrada', 3, { closedAt: daysFromNow(-0.5) });
    await open('Futura', -1);
    const applyTo = (userId: string, proposalId: string) => insertApplication(db, { proposalId, userId, createdAt: daysFromNow(-0.1) });
    await applyTo(creator.userId, applied);
    // Another creator's application changes nothing of this creator's.
    await applyTo(other.userId, fitting[3] ?? '');

    const overview = await overviewOf(app, creator.token);
    const { fitting: count, top } = overview['proposals'] as { fitting: number; top: Json[] };
    expect(count).toBe(4);
    expect(top.map((proposal) => proposal['id'])).toEqual(fitting.slice(0, 3));
    // Built as the list builds them: the list's own "may apply" page is the same three.
    const list = await call(app, 'POST', '/v3/proposal/', { token: creator.token, body: { only_eligible: true, page_size: 3 } });
    expect(list.json).toMatchObject({ total: 4, items: top });
    expect(top[0]).toMatchObject({ name: 'A', has_applied: false, missing_features: [], is_silvers_alloweds: true });

    // Ouro passes the gating and has the followers; it still lacks the other city, and applied to nothing.
    const goldProposals = (await overviewOf(app, gold.token))['proposals'] as { fitting: number; top: Json[] };
    expect(goldProposals.fitting).toBe(7);
    expect(goldProposals.top.map((proposal) => proposal['id'])).toEqual(expect.arrayContaining([goldOnly, lacksFollowers, applied]));
    expect(goldProposals.top).toHaveLength(3);

    // Once the newest fitting one expires, the next one takes its place.
    await db
      .update(proposals)
      .set({ validUntil: daysFromNow(-0.01) })
      .where(eq(proposals.id, fitting[0] ?? ''));
    const later = (await overviewOf(app, creator.token))['proposals'] as { fitting: number; top: Json[] };
    expect(later.fitting).toBe(3);
    expect(later.top.map((proposal) => proposal['id'])).toEqual(fitting.slice(1));
  });
});

describe.each(testDatabases)('the overview of the demo accounts ($name)', (database) => {
  const context = useTestDatabase(database);

  it('gives each demo level its next step, and Ouro real figures from the demo data', async () => {
    const { db } = context.handle;
    const clock = createTestClock();
    await seedDatabase({ db, passwordHasher: createTestHasher(), clock, logger: silentLogger });
    const { app } = createTestApp(db, { clock });
    const expectedNext = { bronze: 'media_kit', silver: 'instagram', gold: null } as const;
    const overviews: Record<string, Json> = {};
    for (const account of demoAccounts) {
      const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email: account.email, password: DEMO_PASSWORD } });
      const overview = await overviewOf(app, String(signIn.json?.['access_token']));
      expect(overview['progress']).toMatchObject({ level: account.expectedLevel, next_step: expectedNext[account.expectedLevel] });
      overviews[account.expectedLevel] = overview;
    }
    const ouro = overviews['gold'] ?? {};
    expect(ouro['media_kit']).toMatchObject({
      complete: true,
      reachable: true,
      shared: true,
      username: 'ouro',
      views_last30_days: expect.any(Number),
    });
    const kit = ouro['media_kit'] as { views_last30_days: number; views_by_day: { views: number }[] };
    expect(kit.views_last30_days).toBeGreaterThan(0);
    expect(kit.views_by_day.reduce((sum, day) => sum + day.views, 0)).toBe(kit.views_last30_days);
    expect((ouro['proposals'] as { fitting: number; top: unknown[] }).fitting).toBeGreaterThan(0);
    expect((ouro['proposals'] as { top: unknown[] }).top).toHaveLength(3);
    expect(ouro['affiliate']).toMatchObject({ registered: true, month_commissions: expect.any(Number) });
    expect((ouro['affiliate'] as { month_earnings_cents: number }).month_earnings_cents).toBeGreaterThan(0);
    expect(overviews['bronze']?.['media_kit']).toMatchObject({ reachable: false, shared: false, views_last30_days: 0 });

    // A kit whose contact section is hidden cannot be reached, whatever it holds.
    const ouroId = (await db.select({ id: users.id }).from(users).where(eq(users.username, 'ouro')))[0]?.id ?? '';
    await db
      .update(mediaKits)
      .set({ sections: ['stats', 'rates'] })
      .where(eq(mediaKits.userId, ouroId));
    const hidden = await call(app, 'POST', '/v3/account/auth', { body: { email: 'ouro@example.com', password: DEMO_PASSWORD } });
    expect((await overviewOf(app, String(hidden.json?.['access_token'])))['media_kit']).toMatchObject({ reachable: false });
    expect(overviews['bronze']?.['affiliate']).toMatchObject({ registered: false });

    // The demo's visits are written once: seeding again later invents none.
    const ouroViews = async () =>
      (await db.select({ n: count() }).from(mediaKitViews).innerJoin(users, eq(users.id, mediaKitViews.userId)).where(eq(users.username, 'ouro')))[0]
        ?.n;
    const before = await ouroViews();
    await seedDatabase({ db, passwordHasher: createTestHasher(), clock: createTestClock(clock.now().getTime() + 10 * DAY_MS), logger: silentLogger });
    expect(await ouroViews()).toBe(before);
  });
});
