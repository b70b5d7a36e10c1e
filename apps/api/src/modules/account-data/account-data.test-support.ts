import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import type { Database } from '../../db/database.ts';
import * as schema from '../../db/schema.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { registerAccount } from '../../test/test-app.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';

/**
 * A creator with a row in every table that can hold one, each carrying `marker` in its text
 * where the table has text of the creator's, and files in both storages: what the export must
 * hold whole and the deletion must leave empty.
 */
export async function creatorInEveryTable(
  app: App,
  db: Database,
  files: { storage: FileStorage; voiceStorage: FileStorage },
  { paidCommission = true }: { paidCommission?: boolean } = {},
) {
  const marker = `marca${randomBytes(6).toString('hex')}`;
  // The address carries the marker too: the mail sign-up sends to it is the creator's row of `outbox`.
  const account = await registerAccount(app, { name: `Ana ${marker}`, email: `ana.${marker}@example.com` });
  const [user] = await db.select().from(schema.users).where(eq(schema.users.email, account.email));
  if (!user) throw new Error('no user');
  const userId = user.id;
  const now = new Date();
  const later = new Date(now.getTime() + 60 * 60 * 1000);
  const text = (what: string) => `${what} ${marker}`;

  await db
    .update(schema.users)
    .set({ bio: text('bio'), city: 'Recife', state: 'PE', niches: ['moda'], pictureUrl: `/v3/files/avatars/${userId}/abc-400.webp` })
    .where(eq(schema.users.id, userId));
  await files.storage.put(`avatars/${userId}/abc-400.webp`, new Uint8Array([1]), 'image/webp');
  await files.storage.put(`previews/${userId}/1.png`, new Uint8Array([2]), 'image/png');
  await files.voiceStorage.put(`voice/${userId}/sample-1`, new Uint8Array([3]), 'audio/wav');

  await db.insert(schema.passwordResetTokens).values({ userId, tokenHash: text('reset'), createdAt: now, expiresAt: later });
  await db.insert(schema.signInLinks).values({ userId, tokenHash: text('sign-in'), tokenVersion: 0, createdAt: now, expiresAt: later });
  await db
    .insert(schema.emailChanges)
    .values({ userId, newEmail: `${marker}@example.com`, tokenHash: text('change'), createdAt: now, expiresAt: later });
  // A mail to the address asked for above is not the creator's (nobody holds it): outbox-ownership.test.ts.
  await db.insert(schema.outbox).values([{ to: account.email, userId, subject: text('assunto'), html: text('html'), text: text('texto') }]);
  await db.insert(schema.npsAnswers).values({ userId, score: 5, description: text('nps'), createdAt: now });
  await db.insert(schema.npsDismissals).values({ userId, createdAt: now });
  await db.insert(schema.mediaKits).values({ userId, contactEmail: `${marker}@contato.com`, brands: [text('marca')] });
  await db.insert(schema.mediaKitViews).values({ userId, day: '2026-03-01', visitor: text('visitante') });
  await db.insert(schema.audienceProfiles).values({ userId, states: ['PE'], minAge: 18, maxAge: 24, gender: 'female' });
  await db.insert(schema.socialAccounts).values({
    userId,
    network: 'instagram',
    externalId: text('ig'),
    username: marker,
    followers: 1000,
    accessTokenEnc: text('token'),
  });
  await db.insert(schema.socialStatsSnapshots).values({ userId, network: 'instagram', day: '2026-03-01', followers: 1000, takenAt: now });
  await db.insert(schema.oauthStates).values({ stateHash: text('state'), network: 'tiktok', userId, createdAt: now, expiresAt: later });
  await db
    .insert(schema.connectGrants)
    .values({ tokenHash: text('grant'), network: 'instagram', userId, accessTokenEnc: text('enc'), createdAt: now, expiresAt: later });

  const proposalId = await insertProposal(db, { name: 'Proposta compartilhada' });
  const [application] = await db
    .insert(schema.applications)
    .values({ proposalId, userId, totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 1000, observations: text('obs') })
    .returning({ id: schema.applications.id });
  if (!application) throw new Error('no application');
  await db.insert(schema.deliverables).values({
    applicationId: application.id,
    kind: 'post',
    position: 1,
    state: 'changes_requested',
    url: `https://www.instagram.com/p/${marker}/`,
    note: text('ajuste'),
    handedInAt: now,
  });
  const [conversation] = await db.insert(schema.conversations).values({ applicationId: application.id, createdAt: now }).returning();
  if (!conversation) throw new Error('no conversation');
  await db.insert(schema.conversationMessages).values({ conversationId: conversation.id, side: 'creator', body: text('mensagem'), createdAt: now });
  await db
    .insert(schema.conversationReports)
    .values({ conversationId: conversation.id, side: 'creator', userId, reason: text('denúncia'), createdAt: now });

  const [coupon] = await db
    .insert(schema.coupons)
    .values({ code: `C${randomBytes(5).toString('hex').toUpperCase()}`, rewardAmount: 5 })
    .returning({ id: schema.coupons.id });
  if (!coupon) throw new Error('no coupon');
  await db.insert(schema.couponRedemptions).values({ couponId: coupon.id, userId });
  await db
    .insert(schema.creditLedger)
    .values({ userId, kind: 'coupon', amount: 5, balanceAfter: 5, reason: 'Cupom', reference: `coupon:${coupon.id}` });
  await db.insert(schema.creditBalances).values({ userId, balance: 5 });

  const brandId = `marca-${randomBytes(4).toString('hex')}`;
  await db.insert(schema.affiliateBrands).values({
    id: brandId,
    name: 'Marca',
    commissionRateBp: 1000,
    domain: 'example.com',
    homepageUrl: 'https://example.com',
    webhookSecret: 'segredo',
  });
  await db.insert(schema.affiliates).values({
    userId,
    fullName: text('Ana'),
    document: '52998224725',
    phone: '+5581999990000',
    pixKeyType: 'email',
    pixKey: `${marker}@pix.com`,
    termsAcceptedAt: now,
  });
  const [link] = await db
    .insert(schema.affiliateLinks)
    .values({ code: randomBytes(4).toString('hex'), userId, brandId, destinationUrl: 'https://example.com/produto' })
    .returning({ id: schema.affiliateLinks.id });
  if (!link) throw new Error('no link');
  await db.insert(schema.affiliateClicks).values({ linkId: link.id, day: '2026-03-01', visitor: text('clique'), clicks: 2 });
  const [payout] = await db
    .insert(schema.affiliatePayouts)
    .values({ userId, amountCents: 500, pixKeyType: 'email', pixKey: `${marker}@pix.com`, reference: 'E123', paidAt: now })
    .returning({ id: schema.affiliatePayouts.id });
  const commission = (orderId: string, status: 'pending' | 'paid') => ({
    brandId,
    orderId: `${orderId}-${randomUUID()}`,
    userId,
    linkId: link.id,
    clickId: text('click'),
    orderCents: 5000,
    rateBp: 1000,
    commissionCents: 500,
    status,
    orderedAt: now,
    approvesAt: later,
    ...(status === 'paid' ? { paidAt: now, approvedAt: now, payoutId: payout?.id } : {}),
  });
  await db
    .insert(schema.affiliateCommissions)
    .values([commission('pedido-a', 'pending'), ...(paidCommission ? [commission('pedido-b', 'paid')] : [])]);

  const paid = (key: string) => ({ userId, idempotencyKey: `${key}-${marker}`, requestHash: 'h', cost: 1, status: 'completed' as const });
  const [generation] = await db
    .insert(schema.ideaGenerations)
    .values({ ...paid('ideias'), source: 'theme', brief: { theme: text('tema') }, count: 1, providerKind: 'offline' })
    .returning({ id: schema.ideaGenerations.id });
  if (!generation) throw new Error('no generation');
  await db
    .insert(schema.ideas)
    .values({ generationId: generation.id, position: 0, hook: text('gancho'), body: 'b', callToAction: 'c', caption: 'd', hashtags: ['#publi'] });
  const [script] = await db
    .insert(schema.ugcScripts)
    .values({
      ...paid('ugc'),
      product: text('produto'),
      audience: 'a',
      tone: 'divertido',
      durationSeconds: 30,
      format: 'review',
      providerKind: 'offline',
    })
    .returning({ id: schema.ugcScripts.id });
  await db
    .insert(schema.voiceProfiles)
    .values({ userId, providerKind: 'demo', consentText: text('consentimento'), consentedAt: now, status: 'ready', externalVoiceId: 'voz-1' });
  await db
    .insert(schema.voiceSamples)
    .values({ userId, storageKey: `voice/${userId}/sample-1`, fileName: text('amostra'), format: 'wav', sizeBytes: 1, durationMs: 10_000 });
  await db.insert(schema.voiceOvers).values({
    ...paid('narracao'),
    ugcScriptId: script?.id,
    text: text('narração'),
    providerKind: 'demo',
    storageKey: `voice/${userId}/voice-overs/1`,
  });
  await db.insert(schema.notifications).values({
    userId,
    kind: 'request_refunded',
    details: { product: 'ideas', requestId: randomUUID(), credits: 1 },
    dedupeKey: text('aviso'),
  });
  await db.insert(schema.notificationPreferences).values({ userId, kind: 'commission_approved', inApp: false, email: true, push: false });
  await db.insert(schema.notificationMails).values({
    userId,
    kind: 'level_reached',
    details: { level: 'silver' },
    dedupeKey: text('e-mail'),
    status: 'sent',
    unsubscribeTokenHash: text('unsubscribe'),
  });
  await db
    .insert(schema.notificationPushes)
    .values({ userId, kind: 'level_reached', details: { level: 'silver' }, dedupeKey: text('push'), status: 'sent' });
  await db.insert(schema.pushSubscriptions).values({
    userId,
    endpoint: `https://fcm.googleapis.com/fcm/send/${text('browser')}`,
    p256dh: text('p256dh'),
    auth: text('auth'),
    userAgent: text('navegador'),
  });

  return { ...account, userId, marker, username: user.username };
}

/** Every table of the database (drizzle's own bookkeeping aside). */
export async function allTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows).map((row) => row.table_name);
}

/** The rows of `table` whose text (every column, as PostgreSQL prints the row) contains one of `needles`. */
export async function rowsMentioning(db: Database, table: string, needles: string[]): Promise<string[]> {
  const result = await db.execute<{ row: string }>(sql`select t::text as row from ${sql.identifier(table)} t`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { row: string }[] }).rows).map((entry) => entry.row);
  return rows.filter((row) => needles.some((needle) => row.toLowerCase().includes(needle.toLowerCase())));
}
