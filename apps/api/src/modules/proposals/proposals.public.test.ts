import { publicProposalSchema, toWireSchema } from '@ma/api-client/schemas';
import { describe, expect, it } from 'vitest';
import { applications, categories } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertProposal, uniqueTag } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { demoLogo } from './seed/demo-logo.ts';

const NOT_FOUND = { detail: 'Proposta não encontrada', code: 'PROPOSAL_NOT_FOUND' };

describe.each(testDatabases)('public proposal, applications and categories ($name)', (database) => {
  const context = useTestDatabase(database);
  const app = () => createTestApp(context.handle.db).app;

  describe('GET /v3/proposal/{id}/public', () => {
    it('answers the proposal to a guest, without the fields computed for a creator', async () => {
      const db = context.handle.db;
      const id = await insertProposal(db, {
        name: 'Bolsas de couro',
        brandName: 'Ateliê Cangaço',
        description: null,
        categories: [],
        value: 750,
        validUntil: null,
        partnershipType: 'recebidos',
        publishedAt: daysFromNow(-10),
      });
      const creator = await createCreator(app(), db, { level: 'gold' });
      await db
        .insert(applications)
        .values({ proposalId: id, userId: creator.userId, totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 100 });
      const response = await call(app(), 'GET', `/v3/proposal/${id}/public`);
      expect(response.status).toBe(200);
      expect(toWireSchema(publicProposalSchema).safeParse(response.json).success).toBe(true);
      expect(response.json).toEqual({
        id,
        name: 'Bolsas de couro',
        brand_name: 'Ateliê Cangaço',
        description: null,
        categories_of_influencer: [],
        partnership_type: 'recebidos',
        value: 750,
        is_mapping_influencers: false,
        accepts_negotiations: false,
        min_followers: null,
        max_followers: null,
        location_of_influencer: [],
        valid_until: null,
        is_new: false,
        total_applications: 1,
        is_silvers_alloweds: false,
        logo_url: null,
        published_at: daysFromNow(-10).toISOString(),
      });
    });

    it.each([
      ['an unknown id', async () => '00000000-0000-4000-8000-000000000000'],
      ['a malformed id', async () => 'abc'],
      ['a number', async () => '42'],
      ['an expired proposal', () => insertProposal(context.handle.db, { validUntil: daysFromNow(-1) })],
      ['a closed proposal', () => insertProposal(context.handle.db, { closedAt: daysFromNow(-1) })],
    ])('answers 404 "Proposta não encontrada" for %s, never a 5xx', async (_case, id) => {
      const response = await call(app(), 'GET', `/v3/proposal/${encodeURIComponent(await id())}/public`);
      expect(response.status).toBe(404);
      expect(response.json).toEqual(NOT_FOUND);
    });
  });

  describe('GET /v3/proposal/{id}/logo', () => {
    it('serves a data-URL logo as an image that cannot run scripts', async () => {
      const id = await insertProposal(context.handle.db, { logoUrl: demoLogo('Lumière Cosméticos', '#b45309') });
      const response = await app().request(`/v3/proposal/${id}/logo`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg".*>LC<\/text><\/svg>$/);
    });

    it('redirects to a logo kept elsewhere, and answers 404 without one', async () => {
      const remote = await insertProposal(context.handle.db, { logoUrl: 'https://cdn.example.com/logo.png' });
      const redirect = await app().request(`/v3/proposal/${remote}/logo`);
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get('location')).toBe('https://cdn.example.com/logo.png');
      const none = await insertProposal(context.handle.db, { logoUrl: null });
      expect((await call(app(), 'GET', `/v3/proposal/${none}/logo`)).status).toBe(404);
      expect((await call(app(), 'GET', '/v3/proposal/abc/logo')).status).toBe(404);
    });
  });

  describe('GET /v3/proposal/applied', () => {
    it("lists the creator's applications newest first, with the proposal, the offer and the status, closed ones too", async () => {
      const db = context.handle.db;
      const creator = await createCreator(app(), db, { level: 'gold' });
      const other = await createCreator(app(), db, { level: 'gold' });
      const tag = uniqueTag();
      const older = await insertProposal(db, { name: `antiga ${tag}`, brandName: 'Casa Ipê', closedAt: daysFromNow(-1) });
      const newer = await insertProposal(db, { name: `recente ${tag}`, brandName: 'Pulso Tech', logoUrl: 'https://cdn.example.com/p.png' });
      const base = { totalPosts: 1, totalStories: 2, totalReels: 0, totalVideos: 1, observations: 'Oi!' };
      await db.insert(applications).values([
        { ...base, proposalId: older, userId: creator.userId, valueCents: 150_050, status: 'accepted', createdAt: daysFromNow(-5) },
        { ...base, proposalId: newer, userId: creator.userId, valueCents: 90_000, isNegotiable: true, createdAt: daysFromNow(-1) },
        { ...base, proposalId: newer, userId: other.userId, valueCents: 1, createdAt: daysFromNow(-1) },
      ]);
      const response = await call(app(), 'GET', '/v3/proposal/applied', { token: creator.token });
      expect(response.status).toBe(200);
      const items = response.json?.['items'] as Record<string, unknown>[];
      expect(
        items.map((item) => [
          item['proposal_name'],
          item['brand_name'],
          item['logo_url'],
          item['value'],
          item['is_negotiable'],
          item['status'],
          item['created_at'],
        ]),
      ).toEqual([
        [`recente ${tag}`, 'Pulso Tech', 'https://cdn.example.com/p.png', 900, true, 'pending', daysFromNow(-1).toISOString()],
        [`antiga ${tag}`, 'Casa Ipê', null, 1500.5, false, 'accepted', daysFromNow(-5).toISOString()],
      ]);
    });

    it('answers an empty list to a creator with none, and 401 to a guest', async () => {
      const creator = await createCreator(app(), context.handle.db, { level: 'bronze' });
      expect((await call(app(), 'GET', '/v3/proposal/applied', { token: creator.token })).json).toEqual({ items: [] });
      expect((await call(app(), 'GET', '/v3/proposal/applied')).status).toBe(401);
    });
  });

  describe('GET /v3/dataset/categories', () => {
    it('lists the niches in display order, to anyone', async () => {
      await context.handle.db.insert(categories).values([
        { id: 'moda', name: 'Moda', position: 2 },
        { id: 'beleza', name: 'Beleza', position: 1 },
      ]);
      const response = await call(app(), 'GET', '/v3/dataset/categories');
      expect(response.status).toBe(200);
      expect(response.json).toEqual({
        items: [
          { id: 'beleza', name: 'Beleza' },
          { id: 'moda', name: 'Moda' },
        ],
      });
    });
  });
});
