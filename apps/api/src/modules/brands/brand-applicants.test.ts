import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { call, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { brandsTestBed, brandCookie, fromAddress, mailedLink, type TestBrand } from './brands.test-support.ts';

type Json = Record<string, unknown>;

/** A proposal as a brand's form sends it (snake_case, value in reais). */
const draft = (name: string) => ({ name, brand_name: 'Lumière', partnership_type: 'cache', value: 1500, description: 'Um vídeo no Reels.' });
const offer = {
  total_posts: 1,
  total_stories: 3,
  total_reels: 1,
  total_videos: 0,
  observations: 'Posso gravar no sábado.',
  value: 900,
  is_negotiable: true,
};

describe.each(testDatabases)("a brand's applicants in its account ($name)", (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { test, sent, as, review, approvedBrand } = await brandsTestBed(context.handle.db);
    /** A brand's proposal, submitted, and published unless `publish` is false: its id and the published proposal's. */
    const proposalOf = async (brand: TestBrand, publish = true) => {
      const name = `Publi ${uniqueEmail('p')}`;
      const id = String((await as(brand.cookie, 'POST', '/v3/brand/proposals', draft(name))).json?.['id']);
      await as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/submit`);
      if (!publish) return { id, name, proposalId: '' };
      const published = await review('POST', `/v3/admin/brand-proposals/${id}/publish`);
      return { id, name, proposalId: String((published.json?.['published'] as Json)['id']) };
    };
    /** A gold creator who applied to `proposalId` through the API: her application's id. */
    const applicant = async (proposalId: string) => {
      const creator = await createCreator(test.app, context.handle.db, { level: 'gold' });
      const applied = await call(test.app, 'POST', `/v3/proposal/${proposalId}/apply`, { body: offer, token: creator.token });
      expect(applied.status).toBe(201);
      return { ...creator, applicationId: String(applied.json?.['id']) };
    };
    return { ...test, sent, as, approvedBrand, proposalOf, applicant };
  };

  it('lists the applicants of a published proposal as the secret link does, and accepts one with its rules', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const { id, name, proposalId } = await app.proposalOf(brand);
    const before = await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}/applicants`);
    expect(before).toMatchObject({ status: 200, json: { proposal: { id: proposalId, name, closed: false }, applicants: [] } });
    expect(before.headers.get('cache-control')).toBe('no-store');

    const ana = await app.applicant(proposalId);
    const listed = await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}/applicants`);
    expect(listed.json?.['applicants']).toMatchObject([
      {
        application_id: ana.applicationId,
        status: 'pending',
        creator: { level: 'gold', city: 'Salvador', state: 'BA', followers: { instagram: 50_000, tiktok: 50_000 } },
        // The proposal takes no negotiation: her offer is not negotiable (the apply rules).
        offer: {
          total_posts: 1,
          total_stories: 3,
          total_reels: 1,
          value_cents: 90_000,
          is_negotiable: false,
          observations: 'Posso gravar no sábado.',
        },
      },
    ]);
    expect(JSON.stringify(listed.json)).not.toContain(ana.email);

    const decisionPath = `/v3/brand/proposals/${id}/applicants/${ana.applicationId}`;
    expect(await app.as(brand.cookie, 'POST', decisionPath, { decision: 'maybe' })).toMatchObject({ status: 422 });
    const accepted = await app.as(brand.cookie, 'POST', decisionPath, { decision: 'accepted' });
    expect(accepted).toMatchObject({ status: 200, json: { application_id: ana.applicationId, status: 'accepted', decided_at: expect.any(String) } });
    // The creator sees the decision on her side.
    const mine = await call(app.app, 'GET', `/v3/proposal/applications/${ana.applicationId}`, { token: ana.token });
    expect(mine).toMatchObject({ status: 200, json: { status: 'accepted' } });
    // A change of mind is allowed, within the secret link's budget of changes per application.
    expect(await app.as(brand.cookie, 'POST', decisionPath, { decision: 'rejected' })).toMatchObject({ json: { status: 'rejected' } });
    for (let change = 2; change < 10; change += 1)
      await app.as(brand.cookie, 'POST', decisionPath, { decision: change % 2 === 0 ? 'accepted' : 'rejected' });
    expect(await app.as(brand.cookie, 'POST', decisionPath, { decision: 'accepted' })).toMatchObject({
      status: 429,
      json: { code: 'TOO_MANY_DECISION_CHANGES' },
    });

    // Another proposal's application, or none at all.
    const other = await app.proposalOf(brand);
    const bia = await app.applicant(other.proposalId);
    for (const applicationId of [bia.applicationId, 'nao-e-um-id'])
      expect(await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/applicants/${applicationId}`, { decision: 'accepted' })).toMatchObject({
        status: 404,
        json: { code: 'APPLICATION_NOT_FOUND' },
      });
  });

  it('answers 409 before publication, 404 to another brand, and 401 to a member removed from the team', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const waiting = await app.proposalOf(brand, false);
    for (const [method, path, body] of [
      ['GET', `/v3/brand/proposals/${waiting.id}/applicants`],
      ['GET', `/v3/brand/proposals/${waiting.id}/links`],
      ['POST', `/v3/brand/proposals/${waiting.id}/links`, { label: 'Equipe', days: 7 }],
    ] as const)
      expect(await app.as(brand.cookie, method, path, body)).toMatchObject({ status: 409, json: { code: 'BRAND_PROPOSAL_NOT_PUBLISHED' } });

    const { id, proposalId } = await app.proposalOf(brand);
    const ana = await app.applicant(proposalId);
    const link = await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/links`, { label: 'Equipe', days: 7 });
    const linkId = String((link.json?.['link'] as Json)['id']);
    const everything = [
      ['GET', `/v3/brand/proposals/${id}/applicants`],
      ['POST', `/v3/brand/proposals/${id}/applicants/${ana.applicationId}`, { decision: 'accepted' }],
      ['GET', `/v3/brand/proposals/${id}/links`],
      ['POST', `/v3/brand/proposals/${id}/links`, { label: 'Outra', days: 7 }],
      ['DELETE', `/v3/brand/proposals/${id}/links/${linkId}`],
    ] as const;
    const other = await app.approvedBrand();
    for (const [method, path, body] of everything)
      expect(await app.as(other.cookie, method, path, body)).toMatchObject({ status: 404, json: { code: 'BRAND_PROPOSAL_NOT_FOUND' } });

    const email = uniqueEmail('equipe');
    const invited = await app.as(brand.cookie, 'POST', '/v3/brand/members', { name: 'Caio Mendes', email });
    const token = new URL(mailedLink(app.sent, email, '/marcas/convite/')).pathname.split('/').at(-1) ?? '';
    const joined = await call(app.app, 'POST', `/v3/brand/invitations/${token}`, { body: { password: 'senha-do-membro-1' }, headers: fromAddress() });
    const member = brandCookie(joined);
    expect((await app.as(member, 'GET', `/v3/brand/proposals/${id}/applicants`)).status).toBe(200);
    expect((await app.as(brand.cookie, 'DELETE', `/v3/brand/members/${String(invited.json?.['id'])}`)).status).toBe(204);
    for (const [method, path, body] of everything) expect((await app.as(member, method, path, body)).status).toBe(401);
    // Nothing the others tried changed her application.
    const list = await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}/applicants`);
    expect(list.json?.['applicants']).toMatchObject([{ status: 'pending' }]);
  });

  it('makes a secret link that works without an account, lists it without its address, and revokes it for good', async () => {
    const app = await setup();
    const brand = await app.approvedBrand();
    const { id, name, proposalId } = await app.proposalOf(brand);
    const ana = await app.applicant(proposalId);
    expect(await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/links`, { label: 'Equipe', days: 91 })).toMatchObject({
      status: 422,
      json: { detail: 'De 1 a 90 dias.' },
    });
    const made = await app.as(brand.cookie, 'POST', `/v3/brand/proposals/${id}/links`, { label: 'Agência', days: 7 });
    expect(made).toMatchObject({
      status: 201,
      json: { link: { label: 'Agência', state: 'active', first_opened_at: null }, url: expect.any(String) },
    });
    const url = new URL(String(made.json?.['url']));
    expect(url.pathname).toMatch(/^\/aira\/profile-list\/[\w-]{43}$/);
    const token = url.pathname.split('/').at(-1) ?? '';
    const linkId = String((made.json?.['link'] as Json)['id']);

    const opened = await call(app.app, 'GET', `/v3/aira/profile-list/${token}`, { headers: fromAddress() });
    expect(opened).toMatchObject({ status: 200, json: { proposal: { name }, applicants: [{ application_id: ana.applicationId }] } });
    const links = await app.as(brand.cookie, 'GET', `/v3/brand/proposals/${id}/links`);
    expect(links.json?.['items']).toMatchObject([{ id: linkId, label: 'Agência', state: 'active', first_opened_at: expect.any(String) }]);
    expect(JSON.stringify(links.json)).not.toContain(token);
    // The back office sees the brand's link among the proposal's.
    const operator = await signInAs(app.app, app.clock, await enrolledOperator(context.handle.db, app, 'support'));
    const seen = await call(app.app, 'GET', `/v3/admin/proposals/${proposalId}/links`, { headers: fromBackoffice({ cookie: operator }) });
    expect(seen.json?.['items']).toMatchObject([{ id: linkId }]);

    expect(await app.as(brand.cookie, 'DELETE', `/v3/brand/proposals/${id}/links/${linkId}`)).toMatchObject({
      status: 200,
      json: { id: linkId, state: 'revoked' },
    });
    expect(await call(app.app, 'GET', `/v3/aira/profile-list/${token}`, { headers: fromAddress() })).toMatchObject({
      status: 404,
      json: { code: 'PROPOSAL_LINK_NOT_FOUND' },
    });
    expect(await app.as(brand.cookie, 'DELETE', `/v3/brand/proposals/${id}/links/${linkId}`)).toMatchObject({
      status: 200,
      json: { state: 'revoked' },
    });
    const elsewhere = await app.proposalOf(brand);
    expect(await app.as(brand.cookie, 'DELETE', `/v3/brand/proposals/${elsewhere.id}/links/${linkId}`)).toMatchObject({
      status: 404,
      json: { code: 'PROPOSAL_LINK_NOT_FOUND' },
    });
  });
});
