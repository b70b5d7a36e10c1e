import { DAY_MS, HOUR_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, insertApplication, insertProposal } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { runDigest } from './digest.ts';
import { notificationRowsOf } from './notifications.test-support.ts';

// The daily digest of new proposals (docs/product/notifications.md "The daily digest").
describe.each(testDatabases)('the daily digest ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;

  it('tells each creator once a day how many new proposals fit her niches, level and place, and nobody when nothing does', async () => {
    const { app } = createTestApp(db());
    // A day of its own, after every other test's proposals.
    const now = new Date('2031-05-10T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    const silver = await createCreator(app, db(), { level: 'silver', state: 'BA', city: 'Salvador' });
    const gold = await createCreator(app, db(), { level: 'gold', state: 'SP', city: 'São Paulo' });
    const bronze = await createCreator(app, db(), { level: 'bronze' });
    // createCreator's niche is Beleza.
    const base = { publishedAt: hoursAgo(3), categories: ['Beleza'], isSilversAllowed: true };
    await insertProposal(db(), { ...base, name: 'Para todas' });
    await insertProposal(db(), { ...base, name: 'Salvador', locations: [{ state: 'BA', city: ['Salvador'] }] });
    await insertProposal(db(), { ...base, name: 'Sem nicho', categories: [] });
    await insertProposal(db(), { ...base, name: 'Só Ouro', isSilversAllowed: false });
    await insertProposal(db(), { ...base, name: 'Outro nicho', categories: ['Games'] });
    await insertProposal(db(), { ...base, name: 'Antiga', publishedAt: hoursAgo(30) });
    await insertProposal(db(), { ...base, name: 'Encerrada', closedAt: hoursAgo(1) });
    const applied = await insertProposal(db(), { ...base, name: 'Já candidatada' });
    await insertApplication(db(), { proposalId: applied, userId: silver.userId });

    expect(await runDigest(db(), now)).toMatchObject({ proposals: 6, told: 2 });
    const digestOf = async (userId: string) => (await notificationRowsOf(db(), userId)).filter((row) => row.kind === 'new_proposals');
    // Silver: every one for silvers in her niche or none, anywhere or in Salvador, not yet applied to.
    expect((await digestOf(silver.userId)).map((row) => row.details)).toEqual([{ count: 3, day: '2031-05-10' }]);
    // Gold in São Paulo: also 'Só Ouro' and the one she could apply to; not Salvador's.
    expect((await digestOf(gold.userId)).map((row) => row.details)).toEqual([{ count: 4, day: '2031-05-10' }]);
    expect(await digestOf(bronze.userId)).toEqual([]);

    // The same day again (a retry, a second process): nobody told twice.
    await runDigest(db(), new Date(now.getTime() + HOUR_MS));
    expect(await digestOf(silver.userId)).toHaveLength(1);
    // The next day, with nothing new: nothing.
    expect(await runDigest(db(), new Date(now.getTime() + DAY_MS + 4 * HOUR_MS))).toMatchObject({ told: 0 });
    expect(await digestOf(silver.userId)).toHaveLength(1);

    // As the creator reads it.
    const list = await call(app, 'GET', '/v3/notifications', { token: silver.token });
    expect(list.json?.['items']).toContainEqual(
      expect.objectContaining({
        title: 'Novas publis para você',
        text: '3 novas propostas combinam com seu perfil. Candidate-se antes que fechem!',
        path: '/publis',
      }),
    );
  });

  it('leaves out deleted accounts', async () => {
    const { app } = createTestApp(db());
    const now = new Date('2032-01-20T12:00:00Z');
    await insertProposal(db(), { publishedAt: new Date(now.getTime() - HOUR_MS), categories: [], isSilversAllowed: true, name: 'Nova' });
    const kept = await createCreator(app, db(), { level: 'silver' });
    const gone = await createCreator(app, db(), { level: 'silver' });
    await db().update(users).set({ deletedAt: now }).where(eq(users.id, gone.userId));
    await runDigest(db(), now);
    expect((await notificationRowsOf(db(), kept.userId)).some((row) => row.kind === 'new_proposals')).toBe(true);
    expect((await notificationRowsOf(db(), gone.userId)).some((row) => row.kind === 'new_proposals')).toBe(false);
  });
});
