import { proposalPageSchema, toWireSchema } from '@ma/api-client/schemas';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { applications } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator, daysFromNow, insertProposal, TEST_NOW, uniqueTag } from '../../test/proposal-fixtures.ts';
import { call, createTestApp, useTestDatabase, type TestResponse } from '../../test/test-app.ts';

type Item = Record<string, unknown>;
const itemsOf = (response: TestResponse) => (response.json?.['items'] ?? []) as Item[];
const namesOf = (response: TestResponse) => itemsOf(response).map((item) => item['name']);

describe.each(testDatabases)('POST /v3/proposal/ ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const creator = await createCreator(app, context.handle.db, { level: 'gold' });
    const list = (body: Record<string, unknown>, token = creator.token) => call(app, 'POST', '/v3/proposal/', { body, token });
    return { app, clock, creator, list, db: context.handle.db, tag: uniqueTag() };
  };

  it('answers a page of the contract, every field computed for this creator, in snake_case', async () => {
    const { list, db, tag } = await setup();
    const id = await insertProposal(db, {
      name: `Sérum ${tag}`,
      brandName: 'Lumière Cosméticos',
      description: 'Rotina de skincare.',
      categories: ['Beleza'],
      partnershipType: 'permuta',
      value: 1234.5,
      isMappingInfluencers: true,
      acceptsNegotiations: true,
      minFollowers: 1000,
      maxFollowers: 900_000,
      locations: [{ state: 'BA', city: ['Salvador'] }],
      isSilversAllowed: true,
      logoUrl: 'https://cdn.example.com/lumiere.png',
      validUntil: new Date('2026-04-01T02:59:59.999Z'),
      publishedAt: new Date('2026-03-01T09:00:00Z'),
    });
    const response = await list({ q: tag });
    expect(response.status).toBe(200);
    expect(toWireSchema(proposalPageSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toEqual({
      items: [
        {
          id,
          name: `Sérum ${tag}`,
          brand_name: 'Lumière Cosméticos',
          description: 'Rotina de skincare.',
          categories_of_influencer: ['Beleza'],
          partnership_type: 'permuta',
          value: 1234.5,
          is_mapping_influencers: true,
          accepts_negotiations: true,
          min_followers: 1000,
          max_followers: 900_000,
          location_of_influencer: [{ state: 'BA', city: ['Salvador'] }],
          valid_until: '2026-04-01T02:59:59.999Z',
          is_new: true,
          total_applications: 0,
          is_silvers_alloweds: true,
          logo_url: 'https://cdn.example.com/lumiere.png',
          has_applied: false,
          is_connected: true,
          missing_features: [],
          missing_details: [],
          published_at: '2026-03-01T09:00:00.000Z',
        },
      ],
      page: 1,
      page_size: 12,
      total: 1,
      has_more: false,
    });
  });

  it('leaves out expired, closed and not yet published proposals', async () => {
    const { list, db, tag } = await setup();
    await insertProposal(db, { name: `aberta ${tag}`, validUntil: daysFromNow(1) });
    await insertProposal(db, { name: `sempre ativa ${tag}`, validUntil: null });
    await insertProposal(db, { name: `vencida ${tag}`, validUntil: daysFromNow(-1) });
    await insertProposal(db, { name: `vence agora ${tag}`, validUntil: TEST_NOW });
    await insertProposal(db, { name: `encerrada ${tag}`, closedAt: daysFromNow(-1) });
    await insertProposal(db, { name: `agendada ${tag}`, publishedAt: daysFromNow(1) });
    const response = await list({ q: tag });
    expect(namesOf(response).sort()).toEqual([`aberta ${tag}`, `sempre ativa ${tag}`]);
    expect(response.json?.['total']).toBe(2);
  });

  it('searches name, description and brand, ignoring case and accents, every word', async () => {
    const { list, db, tag } = await setup();
    await insertProposal(db, { name: `Coleção Verão ${tag}`, brandName: 'Maré Alta' });
    await insertProposal(db, { name: `Café ${tag}`, brandName: 'Grão Mineiro', description: 'Receitas com CAFÉ especial' });
    await insertProposal(db, { name: `Fone ${tag}`, brandName: 'Onda Sonora Áudio', description: '50% off' });
    const search = async (q: string) => namesOf(await list({ q: `${tag} ${q}` })).sort();
    expect(await search('colecao VERAO')).toEqual([`Coleção Verão ${tag}`]);
    expect(await search('mare')).toEqual([`Coleção Verão ${tag}`]);
    expect(await search('especial')).toEqual([`Café ${tag}`]);
    expect(await search('audio')).toEqual([`Fone ${tag}`]);
    expect(await search('50%')).toEqual([`Fone ${tag}`]);
    expect(await search('5_%')).toEqual([]);
    expect(await search('verão fone')).toEqual([]);
    expect(await search('')).toHaveLength(3);
  });

  it('filters by niche (a proposal without niches is for all), partnership type and value range', async () => {
    const { list, db, tag } = await setup();
    await insertProposal(db, { name: `beleza ${tag}`, categories: ['Beleza', 'Moda'], partnershipType: 'cache', value: 350 });
    await insertProposal(db, { name: `pets ${tag}`, categories: ['Pets'], partnershipType: 'recebidos', value: 1000.5 });
    await insertProposal(db, { name: `todos ${tag}`, categories: [], partnershipType: 'afilacao', value: 12_000 });
    const names = async (filters: Record<string, unknown>) => namesOf(await list({ q: tag, ...filters })).sort();
    expect(await names({ categories: ['Moda'] })).toEqual([`beleza ${tag}`, `todos ${tag}`]);
    expect(await names({ categories: ['Pets', 'Beleza'] })).toEqual([`beleza ${tag}`, `pets ${tag}`, `todos ${tag}`]);
    expect(await names({ categories: [] })).toHaveLength(3);
    expect(await names({ partnership_types: ['recebidos', 'afilacao'] })).toEqual([`pets ${tag}`, `todos ${tag}`]);
    expect(await names({ min_value: 1000.5 })).toEqual([`pets ${tag}`, `todos ${tag}`]);
    expect(await names({ min_value: 1000.51 })).toEqual([`todos ${tag}`]);
    expect(await names({ max_value: 1000.5 })).toEqual([`beleza ${tag}`, `pets ${tag}`]);
    expect(await names({ min_value: 400, max_value: 11_999.99 })).toEqual([`pets ${tag}`]);
    expect(await names({ min_value: 5000, max_value: 100 })).toEqual([]);
    expect(await names({ min_value: 1e300 })).toEqual([]);
    expect(await names({ max_value: 1e300 })).toHaveLength(3);
  });

  it('sorts by newest, highest value and closing soon (those without an end last)', async () => {
    const { list, db, tag } = await setup();
    await insertProposal(db, { name: `a ${tag}`, value: 500, publishedAt: daysFromNow(-3), validUntil: daysFromNow(10) });
    await insertProposal(db, { name: `b ${tag}`, value: 9000, publishedAt: daysFromNow(-1), validUntil: null });
    await insertProposal(db, { name: `c ${tag}`, value: 2000, publishedAt: daysFromNow(-2), validUntil: daysFromNow(2) });
    expect(namesOf(await list({ q: tag }))).toEqual([`b ${tag}`, `c ${tag}`, `a ${tag}`]);
    expect(namesOf(await list({ q: tag, sort: 'newest' }))).toEqual([`b ${tag}`, `c ${tag}`, `a ${tag}`]);
    expect(namesOf(await list({ q: tag, sort: 'highest_value' }))).toEqual([`b ${tag}`, `c ${tag}`, `a ${tag}`]);
    expect(namesOf(await list({ q: tag, sort: 'closing_soon' }))).toEqual([`c ${tag}`, `a ${tag}`, `b ${tag}`]);
  });

  it('reuses for 5 seconds a page that is the same for everyone, never an eligible-only one', async () => {
    const { list, db, tag, clock } = await setup();
    await insertProposal(db, { name: `a ${tag}`, publishedAt: daysFromNow(-3) });
    await insertProposal(db, { name: `b ${tag}`, publishedAt: daysFromNow(-2) });
    expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `b ${tag}` }], total: 2, has_more: true });
    await insertProposal(db, { name: `c ${tag}`, publishedAt: daysFromNow(-1) });
    // Published by another process a moment ago: the same page, for a few seconds more.
    expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `b ${tag}` }], total: 2 });
    // Another page is read anew; a short page knows it is the last, so its total is exact.
    expect((await list({ q: tag })).json?.['total']).toBe(3);
    // Eligibility makes the page the creator's own: never reused.
    expect((await list({ q: tag, page_size: 1, only_eligible: true })).json).toMatchObject({ items: [{ name: `c ${tag}` }], total: 3 });
    // Aged, it is still answered once more while it is read anew (decision 032): the next list has it.
    clock.advance(5000);
    expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `b ${tag}` }], total: 2 });
    await vi.waitFor(async () => expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `c ${tag}` }], total: 3 }));
  });

  it('keeps "more" on a reused page that lost a proposal which ended since it was read', async () => {
    const { list, db, tag, clock } = await setup();
    await insertProposal(db, { name: `acaba ${tag}`, publishedAt: daysFromNow(-1), validUntil: new Date(TEST_NOW.getTime() + 1000) });
    await insertProposal(db, { name: `b ${tag}`, publishedAt: daysFromNow(-2) });
    await insertProposal(db, { name: `c ${tag}`, publishedAt: daysFromNow(-3) });
    expect((await list({ q: tag, page_size: 2 })).json).toMatchObject({ total: 3, has_more: true });
    clock.advance(1000);
    expect((await list({ q: tag, page_size: 2 })).json).toMatchObject({ items: [{ name: `b ${tag}` }], has_more: true });
  });

  it('never answers a shared page older than 10 seconds: past it, the list waits for a new one', async () => {
    const { list, db, tag, clock } = await setup();
    await insertProposal(db, { name: `a ${tag}`, publishedAt: daysFromNow(-3) });
    expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `a ${tag}` }], total: 1 });
    await insertProposal(db, { name: `b ${tag}`, publishedAt: daysFromNow(-2) });
    clock.advance(10_000);
    expect((await list({ q: tag, page_size: 1 })).json).toMatchObject({ items: [{ name: `b ${tag}` }], total: 2 });
  });

  it("never shows a reused proposal past its end, nor a reused page without this creator's own application", async () => {
    const { app, creator, list, db, tag, clock } = await setup();
    const id = await insertProposal(db, { name: `acaba ${tag}`, validUntil: new Date(TEST_NOW.getTime() + 1000) });
    await insertProposal(db, { name: `fica ${tag}`, publishedAt: daysFromNow(-2) });
    expect(namesOf(await list({ q: tag }))).toEqual([`acaba ${tag}`, `fica ${tag}`]);
    // Applying (in this process) forgets the shared pages: the count moves at once.
    const applied = await call(app, 'POST', `/v3/proposal/${id}/apply`, {
      token: creator.token,
      body: { total_posts: 1, total_stories: 0, total_reels: 0, total_videos: 0, value: 100, observations: '', is_negotiable: false },
    });
    expect(applied.status).toBe(201);
    const after = itemsOf(await list({ q: tag }));
    expect(after.map((item) => [item['name'], item['total_applications'], item['has_applied']])).toEqual([
      [`acaba ${tag}`, 1, true],
      [`fica ${tag}`, 0, false],
    ]);
    clock.advance(1000);
    expect(namesOf(await list({ q: tag }))).toEqual([`fica ${tag}`]);
  });

  it("writes each creator's own part into a reused page, as a fresh read would, compressed or not", async () => {
    const { app, creator, list, db, tag } = await setup();
    await insertProposal(db, { name: `10 mil seguidores ${tag}`, minFollowers: 10_000 });
    const other = await insertProposal(db, { name: `para todas ${tag}`, publishedAt: daysFromNow(-2) });
    const silver = await createCreator(app, db, { level: 'silver', instagramOnly: true, followers: { instagram: 2000 } });
    const bronze = await createCreator(app, db, { level: 'bronze' });
    const creators = [creator, silver, bronze, creator, silver];
    const reused = [];
    for (const { token } of creators) reused.push((await list({ q: tag }, token)).json);
    // Another app over the same database has no page to reuse: what each creator must read.
    const fresh = createTestApp(db).app;
    for (const [index, { token }] of creators.entries()) {
      expect(reused[index]).toEqual((await call(fresh, 'POST', '/v3/proposal/', { body: { q: tag }, token })).json);
    }
    expect(new Set(reused.map((page) => JSON.stringify(page))).size).toBe(3);
    const compressed = await app.request('/v3/proposal/', {
      method: 'POST',
      headers: { authorization: `Bearer ${silver.token}`, 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: JSON.stringify({ q: tag }),
    });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await compressed.arrayBuffer())).toString())).toEqual(reused[1]);
    // Her application, written by another process: the reused page says so at once.
    const offer = { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 1000, observations: '' };
    await db.insert(applications).values({ proposalId: other, userId: silver.userId, ...offer });
    const after = itemsOf(await list({ q: tag }, silver.token)).map((item) => [item['name'], item['has_applied']]);
    expect(after).toEqual([
      [`10 mil seguidores ${tag}`, false],
      [`para todas ${tag}`, true],
    ]);
  });

  it('says whether she applied as her applications are now, whoever added or removed one since her last list', async () => {
    const { creator, list, db, tag } = await setup();
    const id = await insertProposal(db, { name: `candidatura ${tag}` });
    const hasApplied = async () => itemsOf(await list({ q: tag }))[0]?.['has_applied'];
    expect(await hasApplied()).toBe(false);
    const offer = { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 1000, observations: '' };
    // Written by another process (or the CLI): the next list says so, as does every one after it.
    await db.insert(applications).values({ proposalId: id, userId: creator.userId, ...offer });
    expect(await hasApplied()).toBe(true);
    expect(await hasApplied()).toBe(true);
    await db.delete(applications).where(eq(applications.userId, creator.userId));
    expect(await hasApplied()).toBe(false);
  });

  it('pages with page, page_size, total and has_more, past the end too', async () => {
    const { list, db, tag } = await setup();
    for (let i = 0; i < 5; i += 1) await insertProposal(db, { name: `p${i} ${tag}`, publishedAt: daysFromNow(-1 - i) });
    const first = await list({ q: tag, page_size: 2 });
    expect(namesOf(first)).toEqual([`p0 ${tag}`, `p1 ${tag}`]);
    expect(first.json).toMatchObject({ page: 1, page_size: 2, total: 5, has_more: true });
    const last = await list({ q: tag, page: 3, page_size: 2 });
    expect(namesOf(last)).toEqual([`p4 ${tag}`]);
    expect(last.json).toMatchObject({ page: 3, total: 5, has_more: false });
    const beyond = await list({ q: tag, page: 9_007_199_254_740_991, page_size: 50 });
    expect(beyond.status).toBe(200);
    expect(beyond.json).toMatchObject({ items: [], total: 5, has_more: false });
  });

  it('marks as new what was published in the last 7 days, by the injected clock', async () => {
    const { list, db, tag } = await setup();
    await insertProposal(db, { name: `ontem ${tag}`, publishedAt: daysFromNow(-1) });
    await insertProposal(db, { name: `quase 7 dias ${tag}`, publishedAt: new Date(daysFromNow(-7).getTime() + 1000) });
    await insertProposal(db, { name: `8 dias ${tag}`, publishedAt: daysFromNow(-8) });
    const isNew = (response: TestResponse) => Object.fromEntries(itemsOf(response).map((item) => [item['name'], item['is_new']]));
    expect(isNew(await list({ q: tag }))).toEqual({ [`ontem ${tag}`]: true, [`quase 7 dias ${tag}`]: true, [`8 dias ${tag}`]: false });
  });

  it('counts applications and says whether this creator applied', async () => {
    const { app, creator, list, db, tag } = await setup();
    const other = await createCreator(app, db, { level: 'gold' });
    const id = await insertProposal(db, { name: `com candidaturas ${tag}` });
    await insertProposal(db, { name: `sem candidaturas ${tag}` });
    const offer = { totalPosts: 1, totalStories: 0, totalReels: 0, totalVideos: 0, valueCents: 1000, observations: '' };
    await db.insert(applications).values([
      { proposalId: id, userId: creator.userId, ...offer },
      { proposalId: id, userId: other.userId, ...offer },
    ]);
    const byName = (response: TestResponse) =>
      Object.fromEntries(itemsOf(response).map((item) => [item['name'], [item['total_applications'], item['has_applied']]]));
    expect(byName(await list({ q: tag }))).toEqual({ [`com candidaturas ${tag}`]: [2, true], [`sem candidaturas ${tag}`]: [0, false] });
    const third = await createCreator(app, db, { level: 'gold' });
    expect(byName(await list({ q: tag }, third.token))).toEqual({ [`com candidaturas ${tag}`]: [2, false], [`sem candidaturas ${tag}`]: [0, false] });
  });

  it('answers 422 with a pt-BR detail for invalid filters, and 401 without a session', async () => {
    const { app, list } = await setup();
    // The detail reads as a person reads it; `fields` names where it goes.
    const invalid = async (body: Record<string, unknown>) => {
      const response = await list(body);
      expect(response.status).toBe(422);
      const { detail, fields } = response.json as { detail: string; fields: Record<string, string> };
      expect(Object.values(fields)[0]).toBe(detail);
      return `${Object.keys(fields)[0]}: ${detail}`;
    };
    expect(await invalid({ min_value: -1 })).toBe('min_value: O valor mínimo não pode ser negativo.');
    expect(await invalid({ max_value: -0.01 })).toBe('max_value: O valor máximo não pode ser negativo.');
    expect(await invalid({ q: 'x'.repeat(101) })).toBe('q: A busca pode ter no máximo 100 caracteres.');
    expect(await invalid({ page_size: 51 })).toMatch(/^page_size: /);
    expect(await invalid({ page: 0 })).toMatch(/^page: /);
    expect(await invalid({ sort: 'cheapest' })).toMatch(/^sort: /);
    expect(await invalid({ partnership_types: ['cachê'] })).toMatch(/^partnership_types\.0: /);
    const anonymous = await call(app, 'POST', '/v3/proposal/', { body: {} });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ detail: 'Sessão expirada. Entre novamente.', code: 'SESSION_EXPIRED' });
  });

  it('takes a query with NUL or only spaces without failing', async () => {
    const { list } = await setup();
    expect((await list({ q: 'caf\u0000é' })).status).toBe(200);
    expect((await list({ q: '    ' })).status).toBe(200);
  });
});
