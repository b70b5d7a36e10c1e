import { DAY_MS } from '@ma/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, mediaKits, proposals, socialAccounts, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertProposal, TEST_NOW } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { PROFILE_LIST_RULE } from './profile-list-throttle.ts';
import { createProposalLink, revokeProposalLink } from './proposal-links.ts';
import { DEMO_PROFILE_LIST_TOKEN } from './seed/demo-link.ts';

type Json = Record<string, unknown>;
const list = (value: unknown) => value as Json[];

describe.each(testDatabases)("the brand's list of applicants ($name)", (database) => {
  const context = useTestDatabase(database);

  /**
   * A proposal targeting Beleza, 10k to 200k followers, BA, a female audience of 18 to 34, a
   * live link to it, and three applicants who fit it differently.
   */
  const setup = async (options: { demoMode?: boolean } = {}) => {
    const { app, clock } = createTestApp(context.handle.db, { demoMode: options.demoMode ?? false });
    const db = context.handle.db;
    const proposalId = await insertProposal(db, {
      name: 'Sérum da marca',
      categories: ['Beleza'],
      minFollowers: 10_000,
      maxFollowers: 200_000,
      locations: [{ state: 'BA', city: [] }],
      audienceMinAge: 18,
      audienceMaxAge: 34,
      audienceGender: 'female',
      isSilversAllowed: true,
    });
    // Fits everything (Beleza, BA, 50k, female 18-24).
    const best = await createCreator(app, db, { level: 'gold', audience: { states: ['BA'], minAge: 18, maxAge: 24, gender: 'female' } });
    // Beleza, BA and the ages, but 300k followers and a male audience: 3 of 5 met.
    const partial = await createCreator(app, db, {
      level: 'gold',
      followers: { instagram: 300_000, tiktok: 1_000 },
      audience: { states: ['BA'], minAge: 18, maxAge: 24, gender: 'male' },
    });
    // Silver without networks nor audience: Beleza and BA met, three unknown.
    const unknown = await createCreator(app, db, { level: 'silver' });
    const apply = async (userId: string, daysAgo: number, changes: Partial<typeof applications.$inferInsert> = {}) => {
      const [row] = await db
        .insert(applications)
        .values({
          proposalId,
          userId,
          totalPosts: 1,
          totalStories: 3,
          totalReels: 0,
          totalVideos: 0,
          observations: 'Posso gravar no sábado.',
          valueCents: 150_050,
          isNegotiable: true,
          createdAt: new Date(TEST_NOW.getTime() - daysAgo * DAY_MS),
          ...changes,
        })
        .returning({ id: applications.id });
      if (!row) throw new Error('application not inserted');
      return row.id;
    };
    const ids = { partial: await apply(partial.userId, 3), unknown: await apply(unknown.userId, 2), best: await apply(best.userId, 1) };
    const link = await createProposalLink(db, { proposalId, days: 30, label: 'Contato da marca', now: clock.now() });
    if (!link) throw new Error('link not created');
    let address = 0;
    const from = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1) % 250}` });
    const open = (token = link.token) => call(app, 'GET', `/v3/aira/profile-list/${token}`, { headers: from() });
    const decide = (applicationId: string, decision: unknown, token = link.token) =>
      call(app, 'POST', `/v3/aira/profile-list/${token}/applications/${applicationId}`, { body: { decision }, headers: from() });
    return { app, db, clock, proposalId, link, best, partial, unknown, ids, apply, open, decide };
  };

  it('answers the proposal, the link expiry and its applicants ranked by fit, with their kit summary and offer', async () => {
    const { open, link, proposalId, ids, best } = await setup();
    await context.handle.db
      .update(socialAccounts)
      .set({ recentSampled: 20, averageLikes: 1_900, averageComments: 100 })
      .where(and(eq(socialAccounts.userId, best.userId), eq(socialAccounts.network, 'instagram')));
    const response = await open();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = response.json ?? {};
    expect(body['expires_at']).toBe(link.expiresAt.toISOString());
    expect(body['proposal']).toMatchObject({
      id: proposalId,
      name: 'Sérum da marca',
      brand_name: 'Marca Exemplo',
      value_cents: 100_000,
      partnership_type: 'cache',
      closed: false,
      targeting: {
        niches: ['Beleza'],
        min_followers: 10_000,
        max_followers: 200_000,
        locations: [{ state: 'BA', city: [] }],
        audience_states: [],
        audience_min_age: 18,
        audience_max_age: 34,
        audience_gender: 'female',
      },
    });
    const applicants = list(body['applicants']);
    expect(applicants.map((applicant) => applicant['application_id'])).toEqual([ids.best, ids.unknown, ids.partial]);
    expect(applicants.map((applicant) => (applicant['fit'] as Json)['score'])).toEqual([100, 70, 60]);
    const [first, second] = applicants;
    expect(first).toMatchObject({
      status: 'pending',
      decided_at: null,
      creator: {
        name: 'Ana Clara Souza',
        level: 'gold',
        photo_url: 'https://example.com/foto.jpg',
        niches: ['Beleza'],
        city: 'Salvador',
        state: 'BA',
        followers: { instagram: 50_000, tiktok: 50_000 },
        // (1900 + 100) / 50000 = 4 %; TikTok's posts were never read.
        engagement_rate: { instagram: 4, tiktok: null },
      },
      offer: {
        total_posts: 1,
        total_stories: 3,
        total_reels: 0,
        total_videos: 0,
        value_cents: 150_050,
        is_negotiable: true,
        observations: 'Posso gravar no sábado.',
      },
    });
    expect(typeof (first?.['creator'] as Json)['username']).toBe('string');
    expect((second?.['fit'] as Json)['checks']).toEqual([
      { criterion: 'niche', label: 'Nicho', met: true },
      { criterion: 'followers', label: 'Seguidores', met: null },
      { criterion: 'influencer_location', label: 'Localização', met: true },
      { criterion: 'audience_age_range', label: 'Faixa etária do público', met: null },
      { criterion: 'audience_gender', label: 'Gênero do público', met: null },
    ]);
    expect((second?.['creator'] as Json)['followers']).toEqual({ instagram: null, tiktok: null });
  });

  it('never shows contact data: no e-mail, phone or WhatsApp of the kit', async () => {
    const { open, db, best } = await setup();
    const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, best.userId));
    await db
      .insert(mediaKits)
      .values({ userId: best.userId, contactEmail: 'contato.privado@example.com', whatsapp: '+5571987654321' })
      .onConflictDoNothing();
    const response = await open();
    expect(response.status).toBe(200);
    for (const secret of [user?.email ?? 'missing', 'contato.privado@example.com', '987654321']) expect(response.text).not.toContain(secret);
    expect(response.text).not.toMatch(/"(email|phone|whatsapp|contact_email)"/);
  });

  it('shows only the link’s proposal: another proposal’s applicants are not listed', async () => {
    const { open, app, db, ids } = await setup();
    const otherProposal = await insertProposal(db, { isSilversAllowed: true });
    const other = await createCreator(app, db, { level: 'gold' });
    await db.insert(applications).values({
      proposalId: otherProposal,
      userId: other.userId,
      totalPosts: 1,
      totalStories: 0,
      totalReels: 0,
      totalVideos: 0,
      valueCents: 100,
    });
    const applicants = list((await open()).json?.['applicants']);
    expect(applicants.map((applicant) => applicant['application_id']).sort()).toEqual([ids.best, ids.partial, ids.unknown].sort());
  });

  it('ranks equal fits by the larger audience, then by who applied first', async () => {
    const { app, db, clock, apply } = await setup();
    const proposalId = await insertProposal(db, { isSilversAllowed: true });
    const link = await createProposalLink(db, { proposalId, days: 1, label: null, now: clock.now() });
    const small = await createCreator(app, db, { level: 'gold', followers: { instagram: 2_000, tiktok: 3_000 } });
    const bigLate = await createCreator(app, db, { level: 'gold', followers: { instagram: 90_000, tiktok: 10 } });
    const bigEarly = await createCreator(app, db, { level: 'gold', followers: { instagram: 10, tiktok: 90_000 } });
    const none = await createCreator(app, db, { level: 'silver' });
    const at = async (userId: string, daysAgo: number) => {
      const id = await apply(userId, daysAgo);
      await db.update(applications).set({ proposalId }).where(eq(applications.id, id));
      return id;
    };
    const ids = [await at(none.userId, 9), await at(small.userId, 8), await at(bigLate.userId, 1), await at(bigEarly.userId, 2)];
    const response = await call(app, 'GET', `/v3/aira/profile-list/${link?.token}`);
    const applicants = list(response.json?.['applicants']);
    // Nothing targeted: everyone fits (100).
    expect(applicants.map((applicant) => (applicant['fit'] as Json)['score'])).toEqual([100, 100, 100, 100]);
    expect(applicants.map((applicant) => applicant['application_id'])).toEqual([ids[3], ids[2], ids[1], ids[0]]);
  });

  it('answers an empty list for a proposal nobody applied to', async () => {
    const { app, db, clock } = await setup();
    const proposalId = await insertProposal(db);
    const link = await createProposalLink(db, { proposalId, days: 1, label: null, now: clock.now() });
    const response = await call(app, 'GET', `/v3/aira/profile-list/${link?.token}`);
    expect(response.status).toBe(200);
    expect(response.json?.['applicants']).toEqual([]);
  });

  it.each([
    ['too short', 'abc'],
    ['one character too many', `${'A'.repeat(44)}`],
    ['well formed but unknown', 'A'.repeat(43)],
    ['with a NUL byte', `${'A'.repeat(42)}%00`],
    ['with a slash', `${'A'.repeat(20)}%2F${'A'.repeat(22)}`],
    ['10 KB long', 'A'.repeat(10_000)],
    ['with a base64 padding', `${'A'.repeat(42)}%3D`],
  ])('answers a token %s with 404 PROPOSAL_LINK_NOT_FOUND, reading and deciding', async (_, token) => {
    const { open, decide, ids } = await setup();
    for (const response of [await open(token), await decide(ids.best, 'accepted', token)]) {
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ detail: 'Link inválido ou expirado.', code: 'PROPOSAL_LINK_NOT_FOUND' });
    }
  });

  it('stops answering a revoked link, and an expired one, even for a decision', async () => {
    const { open, decide, db, clock, link, proposalId, ids } = await setup();
    expect(await revokeProposalLink(db, link.id, clock.now())).toEqual({ outcome: 'revoked' });
    expect((await open()).json?.['code']).toBe('PROPOSAL_LINK_NOT_FOUND');
    expect((await decide(ids.best, 'accepted')).json?.['code']).toBe('PROPOSAL_LINK_NOT_FOUND');

    const short = await createProposalLink(db, { proposalId, days: 1, label: null, now: clock.now() });
    expect((await open(short?.token)).status).toBe(200);
    clock.advance(DAY_MS - 1);
    expect((await open(short?.token)).status).toBe(200);
    clock.advance(1);
    expect((await open(short?.token)).json?.['code']).toBe('PROPOSAL_LINK_NOT_FOUND');
    expect((await decide(ids.best, 'accepted', short?.token)).status).toBe(404);
    const [row] = await db.select({ status: applications.status }).from(applications).where(eq(applications.id, ids.best));
    expect(row?.status).toBe('pending');
  });

  it('refuses to decide an application of another proposal, an unknown id or a malformed one (404 APPLICATION_NOT_FOUND)', async () => {
    const { decide, app, db } = await setup();
    const otherProposal = await insertProposal(db, { isSilversAllowed: true });
    const other = await createCreator(app, db, { level: 'gold' });
    const [foreign] = await db
      .insert(applications)
      .values({ proposalId: otherProposal, userId: other.userId, totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 100 })
      .returning({ id: applications.id });
    for (const id of [foreign?.id ?? '', '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', 'nao-e-um-id', '%00']) {
      const response = await decide(id, 'accepted');
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ detail: 'Candidatura não encontrada.', code: 'APPLICATION_NOT_FOUND' });
    }
    const [row] = await db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.id, foreign?.id ?? ''));
    expect(row?.status).toBe('pending');
  });

  it('refuses a decision other than accepted or rejected with a 422 in pt-BR', async () => {
    const { decide, ids } = await setup();
    for (const decision of ['pending', 'ACCEPTED', null, 1]) {
      const response = await decide(ids.best, decision);
      expect(response.status).toBe(422);
      expect(response.json?.['detail']).toBe('Escolha aceitar ou recusar.');
    }
  });

  it('records a decision the creator sees in their applications, unseen until marked seen, and again after a change', async () => {
    const { decide, open, app, clock, ids, best, partial } = await setup();
    const applied = async (token: string) => {
      const items = list((await call(app, 'GET', '/v3/proposal/applied', { token })).json?.['items']);
      return items.find((item) => item['id'] === ids.best || item['id'] === ids.partial);
    };
    expect(await applied(best.token)).toMatchObject({ status: 'pending', decided_at: null, decision_unseen: false });

    const accepted = await decide(ids.best, 'accepted');
    expect(accepted.status).toBe(200);
    expect(accepted.json).toMatchObject({ application_id: ids.best, status: 'accepted', decided_at: clock.now().toISOString() });
    expect((accepted.json?.['fit'] as Json)['score']).toBe(100);
    const decidedAt = clock.now().toISOString();
    expect(await applied(best.token)).toMatchObject({ status: 'accepted', decided_at: decidedAt, decision_unseen: true });

    // Another creator cannot mark it seen; its owner can, once.
    const seen = (token: string, decided: string, id = ids.best) =>
      call(app, 'POST', '/v3/proposal/applications/decisions/seen', { token, body: { decisions: [{ application_id: id, decided_at: decided }] } });
    expect((await seen(partial.token, decidedAt)).json).toEqual({ seen: 0 });
    expect(await applied(best.token)).toMatchObject({ decision_unseen: true });
    expect((await seen(best.token, decidedAt)).json).toEqual({ seen: 1 });
    expect(await applied(best.token)).toMatchObject({ status: 'accepted', decision_unseen: false });
    expect((await seen(best.token, decidedAt)).json).toEqual({ seen: 0 });

    // Deciding the same again changes nothing: no second toast.
    clock.advance(60_000);
    expect((await decide(ids.best, 'accepted')).json?.['decided_at']).toBe(decidedAt);
    expect(await applied(best.token)).toMatchObject({ decision_unseen: false });

    // The brand changes its mind: the newer decision shows, unseen, and seeing the older one does not hide it.
    const rejected = await decide(ids.best, 'rejected');
    expect(rejected.json).toMatchObject({ status: 'rejected', decided_at: clock.now().toISOString() });
    expect(await applied(best.token)).toMatchObject({ status: 'rejected', decided_at: clock.now().toISOString(), decision_unseen: true });
    expect((await seen(best.token, decidedAt)).json).toEqual({ seen: 0 });
    expect(await applied(best.token)).toMatchObject({ decision_unseen: true });
    expect((await seen(best.token, clock.now().toISOString())).json).toEqual({ seen: 1 });
    expect(await applied(best.token)).toMatchObject({ status: 'rejected', decision_unseen: false });

    // The brand's list shows it too; the other applicants are untouched.
    const applicants = list((await open()).json?.['applicants']);
    expect(applicants.find((applicant) => applicant['application_id'] === ids.best)).toMatchObject({ status: 'rejected' });
    expect(applicants.find((applicant) => applicant['application_id'] === ids.partial)).toMatchObject({ status: 'pending', decided_at: null });
  });

  it('checks the seen call: signed in, ids and dates well formed, at most 100', async () => {
    const { app, best } = await setup();
    const path = '/v3/proposal/applications/decisions/seen';
    expect((await call(app, 'POST', path, { body: { decisions: [] } })).status).toBe(401);
    const bad = [
      { decisions: [] },
      { decisions: [{ application_id: 'x', decided_at: TEST_NOW.toISOString() }] },
      { decisions: [{ application_id: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', decided_at: 'ontem' }] },
      // Well formed, but a year the database cannot read: refused here, never a 500.
      { decisions: [{ application_id: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', decided_at: '0000-01-01T00:00:00Z' }] },
    ];
    for (const body of bad) expect((await call(app, 'POST', path, { token: best.token, body })).status).toBe(422);
    const many = Array.from({ length: 101 }, () => ({ application_id: '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5b', decided_at: TEST_NOW.toISOString() }));
    expect((await call(app, 'POST', path, { token: best.token, body: { decisions: many } })).status).toBe(422);
  });

  it('keeps a closed or expired proposal decidable while the link is valid, and says it is closed', async () => {
    const { open, decide, db, proposalId, ids } = await setup();
    await db
      .update(proposals)
      .set({ closedAt: daysFromNow(-1) })
      .where(eq(proposals.id, proposalId));
    const response = await open();
    expect(response.status).toBe(200);
    expect((response.json?.['proposal'] as Json)['closed']).toBe(true);
    expect((await decide(ids.partial, 'rejected')).json).toMatchObject({ status: 'rejected' });
  });

  it('says a proposal not yet published is closed too: creators cannot see it or apply to it', async () => {
    const { open, db, proposalId } = await setup();
    expect(((await open()).json?.['proposal'] as Json)['closed']).toBe(false);
    await db
      .update(proposals)
      .set({ publishedAt: daysFromNow(1) })
      .where(eq(proposals.id, proposalId));
    expect(((await open()).json?.['proposal'] as Json)['closed']).toBe(true);
  });

  it('limits the requests of one address, reads and decisions together, with Retry-After', async () => {
    const { app, link, ids } = await setup();
    const headers = { 'x-forwarded-for': '203.0.113.99' };
    for (let index = 0; index < PROFILE_LIST_RULE.limit - 1; index += 1) {
      const response = await call(app, 'GET', `/v3/aira/profile-list/${index % 2 === 0 ? link.token : 'x'}`, { headers });
      expect(response.status).not.toBe(429);
    }
    const last = await call(app, 'POST', `/v3/aira/profile-list/${link.token}/applications/${ids.best}`, { headers, body: { decision: 'accepted' } });
    expect(last.status).toBe(200);
    const refused = await call(app, 'GET', `/v3/aira/profile-list/${link.token}`, { headers });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ detail: 'Muitos acessos a esta lista. Tente novamente em 15 minutos.', code: 'TOO_MANY_PROFILE_LIST_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(app, 'GET', `/v3/aira/profile-list/${link.token}`, { headers: { 'x-forwarded-for': '203.0.113.100' } })).status).toBe(200);
  });

  it('opens the demo link, whose token is public, only in demo mode', async () => {
    const { db, clock, proposalId } = await setup();
    await createProposalLink(db, { proposalId, days: 1, label: 'Demonstração', now: clock.now(), token: DEMO_PROFILE_LIST_TOKEN });
    const demo = createTestApp(db, { demoMode: true }).app;
    const real = createTestApp(db, { demoMode: false }).app;
    expect((await call(demo, 'GET', `/v3/aira/profile-list/${DEMO_PROFILE_LIST_TOKEN}`)).status).toBe(200);
    expect((await call(real, 'GET', `/v3/aira/profile-list/${DEMO_PROFILE_LIST_TOKEN}`)).json?.['code']).toBe('PROPOSAL_LINK_NOT_FOUND');
  });
});
