import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { affiliateCommissions, affiliates, notificationPreferences, notifications, socialAccounts, users, voiceProfiles } from '../../db/schema.ts';
import { CommandError } from '../../lib/command.ts';
import { testDatabases } from '../../test/databases.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { recomputeLevel } from '../account/level.ts';
import { payoutsCommand } from '../affiliate/affiliate.cli.ts';
import { approveDueCommissions } from '../affiliate/affiliate.repository.ts';
import { insertBrand } from '../affiliate/affiliate.test-support.ts';
import { applyCreditChange } from '../credits/credit-ledger.ts';
import { DECISION_QUIET_MS, tellSettledDecision } from '../brand-list/decision-notice.ts';
import { insertUser } from '../credits/credits.test-support.ts';
import { claimPaid, failPaid } from '../credits/paid-request.ts';
import { markFailed, markReady } from '../voice/profile-job.ts';
import { newVoiceOver, voiceOversKind } from '../voice/voice-overs.repository.ts';
import { decidableApplication, notificationRowsOf } from './notifications.test-support.ts';

// Each event is written once, in the transaction of its cause, even when the cause is delivered
// twice (docs/product/notifications.md "Once").
describe.each(testDatabases)('notification events ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;
  const kindsOf = async (userId: string) => (await notificationRowsOf(db(), userId)).map((row) => row.kind).sort();

  it("tells the brand's decision once it settles, once per decision, and each change of mind", async () => {
    const { app, clock } = createTestApp(db());
    const userId = await insertUser(db());
    const { proposalId, applicationId, decide } = await decidableApplication(app, db(), clock, userId, 'Sérum da marca');
    const settle = async () => {
      clock.advance(DECISION_QUIET_MS);
      await Promise.all([
        tellSettledDecision(db(), appEvents, applicationId, clock.now()),
        tellSettledDecision(db(), appEvents, applicationId, clock.now()),
      ]);
    };

    expect((await Promise.all([decide('accepted'), decide('accepted')])).map((answer) => answer.status)).toEqual([200, 200]);
    await decide('accepted');
    await settle();
    await settle();
    const [accepted, ...others] = await notificationRowsOf(db(), userId);
    expect(others).toEqual([]);
    expect(accepted).toMatchObject({
      kind: 'application_accepted',
      details: { applicationId, proposalId, proposalName: 'Sérum da marca' },
    });

    await decide('rejected');
    await settle();
    await decide('accepted');
    await settle();
    expect(await kindsOf(userId)).toEqual(['application_accepted', 'application_accepted', 'application_declined']);
  });

  it('tells each approved commission once, however many rounds run', async () => {
    const brand = await insertBrand(db(), { name: 'Lumière' });
    const userId = await insertUser(db());
    const now = new Date('2026-03-02T12:00:00Z');
    const commission = (orderId: string) => ({
      brandId: brand.id,
      orderId,
      userId,
      orderCents: 10_000,
      rateBp: 1250,
      commissionCents: 1250,
      orderedAt: new Date('2026-01-01T12:00:00Z'),
      approvesAt: new Date('2026-02-01T12:00:00Z'),
    });
    await db()
      .insert(affiliateCommissions)
      .values([commission('a'), commission('b')]);
    const rounds = await Promise.all([approveDueCommissions(db(), appEvents, now), approveDueCommissions(db(), appEvents, now)]);
    expect(rounds.reduce((sum, approved) => sum + approved, 0)).toBe(2);
    expect(await approveDueCommissions(db(), appEvents, now)).toBe(0);
    const rows = await notificationRowsOf(db(), userId);
    expect(rows.map((row) => row.kind)).toEqual(['commission_approved', 'commission_approved']);
    expect(rows[0]?.details).toMatchObject({ brandName: 'Lumière', amountCents: 1250 });
  });

  it('tells a payout once, with the amount in centavos and the PIX key masked', async () => {
    const brand = await insertBrand(db());
    const userId = await insertUser(db());
    const clock = { now: () => new Date('2026-03-15T12:00:00Z') };
    await db().insert(affiliates).values({
      userId,
      fullName: 'Ana Souza',
      document: '52998224725',
      phone: '+5511987654321',
      pixKeyType: 'cpf',
      pixKey: '52998224725',
      termsAcceptedAt: clock.now(),
    });
    await db()
      .insert(affiliateCommissions)
      .values({
        brandId: brand.id,
        orderId: `pedido-${randomUUID()}`,
        userId,
        orderCents: 100_000,
        rateBp: 1000,
        commissionCents: 10_000,
        status: 'approved',
        orderedAt: clock.now(),
        approvesAt: clock.now(),
      });
    const io = { db: db(), clock, events: appEvents, out: () => undefined };
    await payoutsCommand(io, ['--pay', userId, 'E123']);
    await expect(payoutsCommand(io, ['--pay', userId, 'E123'])).rejects.toBeInstanceOf(CommandError);
    const rows = await notificationRowsOf(db(), userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'payout_made', details: { amountCents: 10_000, pixKeyType: 'cpf', maskedPixKey: '***.982.247-**' } });
    expect(JSON.stringify(rows)).not.toContain('52998224725');
  });

  it('tells the voice profile ready or failed once, even when the attempt is retried', async () => {
    const userId = await insertUser(db());
    const profile = async () => {
      const [row] = await db()
        .insert(voiceProfiles)
        .values({ userId, providerKind: 'demo', consentText: 'ok', consentedAt: new Date(), status: 'processing' })
        .returning();
      if (!row) throw new Error('no profile');
      return row;
    };
    const ready = await profile();
    expect(
      await Promise.all([markReady(db(), appEvents, ready, 'voz-1', new Date()), markReady(db(), appEvents, ready, 'voz-1', new Date())]),
    ).toContain(false);
    await db().delete(voiceProfiles).where(eq(voiceProfiles.id, ready.id));
    const failed = await profile();
    expect(await markFailed(db(), appEvents, failed, 'O serviço recusou.', new Date())).toBe(true);
    expect(await markFailed(db(), appEvents, failed, 'O serviço recusou.', new Date())).toBe(false);
    expect(await kindsOf(userId)).toEqual(['voice_profile_failed', 'voice_profile_ready']);
    const [failure] = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, 'voice_profile_failed')));
    expect(failure?.details).toEqual({ profileId: failed.id, failure: 'O serviço recusou.' });
  });

  it('tells a refunded request once, whoever fails it', async () => {
    const userId = await insertUser(db());
    await applyCreditChange(db(), { userId, kind: 'grant', amount: 1, reason: 'teste' });
    const now = new Date();
    const values = newVoiceOver({
      userId,
      idempotencyKey: randomUUID(),
      requestHash: 'h',
      text: 'Olá',
      ugcScriptId: null,
      providerKind: 'demo',
      now,
    });
    const { row } = await claimPaid(db(), voiceOversKind, values);
    await Promise.all([failPaid(db(), appEvents, voiceOversKind, row, now), failPaid(db(), appEvents, voiceOversKind, row, now)]);
    await failPaid(db(), appEvents, voiceOversKind, row, now);
    const rows = await notificationRowsOf(db(), userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'request_refunded', details: { product: 'voice_over', requestId: row.id, credits: 1 } });
  });

  it('tells a level reached going up, once per level', async () => {
    const userId = await insertUser(db());
    await db()
      .update(users)
      .set({ pictureUrl: 'https://example.com/f.jpg', bio: 'Bio', city: 'Salvador', state: 'BA', niches: ['Moda'] })
      .where(eq(users.id, userId));
    await recomputeLevel(db(), appEvents, userId);
    await recomputeLevel(db(), appEvents, userId);
    expect(await kindsOf(userId)).toEqual(['level_reached']);
    const social = (network: 'instagram' | 'tiktok') => ({ userId, network, externalId: `${network}-${userId}`, username: 'ana' });
    await db()
      .insert(socialAccounts)
      .values([social('instagram'), social('tiktok')]);
    await recomputeLevel(db(), appEvents, userId);
    // Down to Prata and back up to Ouro: nothing new.
    await db()
      .delete(socialAccounts)
      .where(and(eq(socialAccounts.userId, userId), eq(socialAccounts.network, 'tiktok')));
    await recomputeLevel(db(), appEvents, userId);
    await db().insert(socialAccounts).values(social('tiktok'));
    await recomputeLevel(db(), appEvents, userId);
    const rows = await notificationRowsOf(db(), userId);
    expect(rows.map((row) => row.details).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { level: 'gold' },
      { level: 'silver' },
    ]);
  });

  it('writes nothing in the app for a kind the creator turned off there', async () => {
    const userId = await insertUser(db());
    await db().insert(notificationPreferences).values({ userId, kind: 'level_reached', inApp: false, email: true, push: true });
    await db()
      .update(users)
      .set({ pictureUrl: 'https://example.com/f.jpg', bio: 'Bio', city: 'Salvador', state: 'BA', niches: ['Moda'] })
      .where(eq(users.id, userId));
    expect((await recomputeLevel(db(), appEvents, userId))?.level).toBe('silver');
    expect(await notificationRowsOf(db(), userId)).toEqual([]);
  });
});
