import { applicationSchema, toWireSchema } from '@ma/api-client/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, proposals } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertProposal, uniqueTag } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { createProposalLink } from '../brand-list/proposal-links.ts';

const offer = {
  total_posts: 2,
  total_stories: 1,
  total_reels: 0,
  total_videos: 3,
  observations: 'Entrego em uma semana.',
  value: 1800,
  is_negotiable: true,
};
const NOT_FOUND = { detail: 'Candidatura não encontrada.', code: 'APPLICATION_NOT_FOUND' };
const DECIDED = {
  detail: 'A marca já respondeu a esta candidatura, por isso ela não pode mais ser retirada.',
  code: 'APPLICATION_ALREADY_DECIDED',
};
type Json = Record<string, unknown>;

describe.each(testDatabases)('a creator opens and withdraws her application ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { db } = context.handle;
    const { app, clock } = createTestApp(db);
    const tag = uniqueTag();
    const proposalId = await insertProposal(db, { name: `Proposta ${tag}`, value: 2000, acceptsNegotiations: true });
    const creator = await createCreator(app, db, { level: 'gold' });
    const other = await createCreator(app, db, { level: 'gold' });
    const apply = async (token = creator.token) => {
      const response = await call(app, 'POST', `/v3/proposal/${proposalId}/apply`, { body: offer, token });
      expect(response.status, JSON.stringify(response.json)).toBe(201);
      return String(response.json?.['id']);
    };
    // A null token is a request without a session.
    const open = (id: string, token: string | null = creator.token) =>
      call(app, 'GET', `/v3/proposal/applications/${id}`, { token: token ?? undefined });
    const withdraw = (id: string, token: string | null = creator.token) =>
      call(app, 'DELETE', `/v3/proposal/applications/${id}`, { token: token ?? undefined });
    /** The proposal as the creator's list shows it: her 'Aplicado' and the count. */
    const card = async (token = creator.token) => {
      const response = await call(app, 'POST', '/v3/proposal/', { body: { q: tag }, token });
      const [item] = (response.json?.['items'] ?? []) as Json[];
      return { hasApplied: item?.['has_applied'], totalApplications: item?.['total_applications'] };
    };
    const decide = (id: string, status: 'accepted' | 'rejected') =>
      db.update(applications).set({ status, decidedAt: clock.now() }).where(eq(applications.id, id));
    return { app, db, clock, proposalId, creator, other, apply, open, withdraw, card, decide };
  };

  // Written first: an application id must never open another creator's offer.
  it("answers 404 for another creator's application, for reading and for withdrawing, and keeps it", async () => {
    const { apply, open, withdraw, other, db } = await setup();
    const id = await apply();
    expect(await open(id, other.token)).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await withdraw(id, other.token)).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await db.select().from(applications).where(eq(applications.id, id))).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const { apply, open, withdraw } = await setup();
    const id = await apply();
    expect((await open(id, null)).status).toBe(401);
    expect((await withdraw(id, null)).status).toBe(401);
  });

  it('answers 404 for an unknown id and for one that is not a UUID', async () => {
    const { open, withdraw } = await setup();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nao-e-um-id']) {
      expect(await open(id)).toMatchObject({ status: 404, json: NOT_FOUND });
      expect(await withdraw(id)).toMatchObject({ status: 404, json: NOT_FOUND });
    }
  });

  it('opens an application with what was sent, its status and its date', async () => {
    const { apply, open, proposalId } = await setup();
    const id = await apply();
    const response = await open(id);
    expect(response.status).toBe(200);
    expect(toWireSchema(applicationSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toMatchObject({
      id,
      proposal_id: proposalId,
      ...offer,
      status: 'pending',
      created_at: '2026-03-02T12:00:00.000Z',
      decided_at: null,
    });
  });

  it("withdraws a pending one: gone from her list, the count drops, 'Aplicado' goes, and she may apply again", async () => {
    const { app, apply, open, withdraw, card, creator, other } = await setup();
    await apply(other.token);
    const id = await apply();
    expect(await card()).toEqual({ hasApplied: true, totalApplications: 2 });

    const response = await withdraw(id);
    expect(response.status).toBe(204);
    expect(await open(id)).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await withdraw(id)).toMatchObject({ status: 404, json: NOT_FOUND });
    const applied = await call(app, 'GET', '/v3/proposal/applied', { token: creator.token });
    expect(applied.json?.['items']).toEqual([]);
    expect(await card()).toEqual({ hasApplied: false, totalApplications: 1 });

    await apply();
    expect(await card()).toEqual({ hasApplied: true, totalApplications: 2 });
  });

  it("takes a withdrawn application off the brand's list of applicants", async () => {
    const { app, db, clock, proposalId, apply, withdraw, other } = await setup();
    const link = await createProposalLink(db, { proposalId, days: 30, label: null, now: clock.now() });
    const applicantIds = async () => {
      const response = await call(app, 'GET', `/v3/aira/profile-list/${link?.token}`);
      return ((response.json?.['applicants'] ?? []) as Json[]).map((applicant) => applicant['application_id']);
    };
    const kept = await apply(other.token);
    const id = await apply();
    expect(await applicantIds()).toEqual(expect.arrayContaining([kept, id]));
    expect((await withdraw(id)).status).toBe(204);
    expect(await applicantIds()).toEqual([kept]);
  });

  it('refuses to withdraw one the brand accepted or rejected, with 409, and keeps it', async () => {
    const { apply, open, withdraw, decide, card } = await setup();
    const id = await apply();
    for (const status of ['accepted', 'rejected'] as const) {
      await decide(id, status);
      expect(await withdraw(id)).toMatchObject({ status: 409, json: DECIDED });
      expect(await open(id)).toMatchObject({ status: 200, json: { status } });
    }
    expect(await card()).toEqual({ hasApplied: true, totalApplications: 1 });
  });

  it('opens and withdraws an application to a proposal closed since', async () => {
    const { db, proposalId, apply, open, withdraw } = await setup();
    const id = await apply();
    await db
      .update(proposals)
      .set({ validUntil: daysFromNow(-1) })
      .where(eq(proposals.id, proposalId));
    expect((await open(id)).status).toBe(200);
    expect((await withdraw(id)).status).toBe(204);
  });
});
