import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLog, proposalLinks, proposals, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';
import { ensureNiches } from '../proposals/niches.ts';
import { toProposalRow } from '../proposals/proposal-writes.ts';

const form = {
  name: 'Glow de Verão',
  brand_name: 'Lumière',
  description: 'Três posts no feed.',
  categories_of_influencer: ['Beleza'],
  partnership_type: 'cache',
  value: 1500.5,
  accepts_negotiations: true,
  is_silvers_alloweds: true,
  min_followers: 1000,
  max_followers: null,
  location_of_influencer: [{ state: 'BA', city: ['Salvador'] }],
  valid_until: '2026-12-31',
};

describe.each(testDatabases)('the back office proposals ($name)', (database) => {
  const context = useTestDatabase(database);
  beforeAll(async () => {
    await ensureNiches(context.handle.db);
  });

  async function setup() {
    const app = createTestApp(context.handle.db);
    const support = await enrolledOperator(context.handle.db, app, 'support', 'Sara Suporte');
    const cookie = await signInAs(app.app, app.clock, support);
    const send = (method: string, path: string, body?: unknown) =>
      call(app.app, method, path, { headers: fromBackoffice({ cookie }), ...(body !== undefined && { body }) });
    return { app, support, cookie, send };
  }

  const auditRows = (targetId: string) => context.handle.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));

  it('answers support, refuses finance (403) and no session (401)', async () => {
    const { app, send } = await setup();
    expect((await send('GET', '/v3/admin/proposals')).status).toBe(200);
    const finance = await enrolledOperator(context.handle.db, app, 'finance');
    const financeCookie = await signInAs(app.app, app.clock, finance);
    const asFinance = await call(app.app, 'GET', '/v3/admin/proposals', { headers: fromBackoffice({ cookie: financeCookie }) });
    expect(asFinance.status).toBe(403);
    expect((await call(app.app, 'GET', '/v3/admin/proposals', { headers: fromBackoffice() })).status).toBe(401);
    expect((await call(app.app, 'POST', '/v3/admin/proposals', { headers: fromBackoffice(), body: form })).status).toBe(401);
  });

  it('publishes, edits and closes a proposal, each write in the audit log under the operator', async () => {
    const { send, support } = await setup();
    const created = await send('POST', '/v3/admin/proposals', form);
    expect(created.status, created.text).toBe(201);
    const id = String(created.json?.['id']);
    expect(created.json).toMatchObject({
      value: 1500.5,
      state: 'open',
      is_silvers_alloweds: true,
      location_of_influencer: [{ state: 'BA', city: ['Salvador'] }],
    });
    // Valid through the last minute of the day in São Paulo (UTC-3).
    expect(created.json?.['valid_until']).toBe('2027-01-01T02:59:59.999Z');
    const [row] = await context.handle.db.select().from(proposals).where(eq(proposals.id, id));
    expect(row).toMatchObject({ valueCents: 150050, locationKeys: ['BA/salvador'], searchText: expect.stringContaining('glow de verao') });

    const edited = await send('PUT', `/v3/admin/proposals/${id}`, { ...form, value: 2000, is_silvers_alloweds: false });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json).toMatchObject({ value: 2000, is_silvers_alloweds: false, published_at: created.json?.['published_at'] });

    const closed = await send('POST', `/v3/admin/proposals/${id}/close`);
    expect(closed.json).toMatchObject({ state: 'closed' });
    // Closing again writes nothing.
    expect((await send('POST', `/v3/admin/proposals/${id}/close`)).status).toBe(200);

    const rows = await auditRows(id);
    expect(rows.map((entry) => entry.action).sort()).toEqual(['proposal.closed', 'proposal.created', 'proposal.updated']);
    expect(rows.every((entry) => entry.operatorId === support.id)).toBe(true);
    const update = rows.find((entry) => entry.action === 'proposal.updated');
    expect(update?.before).toMatchObject({ value: 1500.5, isSilversAlloweds: true });
    expect(update?.after).toMatchObject({ value: 2000, isSilversAlloweds: false });
  });

  it('refuses an invalid proposal field by field, in pt-BR, and an unknown one with 404', async () => {
    const { send } = await setup();
    const refused = await send('POST', '/v3/admin/proposals', { ...form, name: ' ', value: 1.234, min_followers: 10, max_followers: 5 });
    expect(refused.status).toBe(422);
    expect(refused.json?.['fields']).toMatchObject({ name: 'Informe o nome.', value: 'Use no máximo 2 casas decimais.' });
    const missing = await send('PUT', '/v3/admin/proposals/6f1c1e9e-0000-4000-8000-000000000000', form);
    expect(missing.status).toBe(404);
  });

  it('lists with search and filters, a page at a time by keyset, without repeats', async () => {
    const { app, send } = await setup();
    const brand = `Marca ${Date.now()}`;
    const now = app.clock.now();
    await context.handle.db.insert(proposals).values(
      Array.from({ length: 30 }, (_, index) =>
        toProposalRow({
          name: index % 2 ? `Café especial ${index}` : `Tênis ${index}`,
          brandName: brand,
          partnershipType: index % 3 ? 'cache' : 'permuta',
          categories: index % 2 ? ['Culinária'] : ['Esportes'],
          value: 100,
          // Two share each instant: the id breaks the tie.
          publishedAt: new Date(now.getTime() - Math.floor(index / 2) * 60_000),
          closedAt: index === 0 ? now : null,
        }),
      ),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await send('GET', `/v3/admin/proposals?brand=${encodeURIComponent(brand)}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...(page.json?.['items'] as { id: string }[]).map((item) => item.id));
      cursor = page.json?.['next_cursor'] as string | null;
    } while (cursor);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);

    const search = await send('GET', `/v3/admin/proposals?brand=${encodeURIComponent(brand)}&q=cafe`);
    expect((search.json?.['items'] as unknown[]).length).toBe(15);
    const filtered = await send('GET', `/v3/admin/proposals?brand=${encodeURIComponent(brand)}&niche=Esportes&partnership_type=permuta`);
    expect((filtered.json?.['items'] as { name: string }[]).map((item) => item.name).sort()).toEqual([
      'Tênis 0',
      'Tênis 12',
      'Tênis 18',
      'Tênis 24',
      'Tênis 6',
    ]);
    const closed = await send('GET', `/v3/admin/proposals?brand=${encodeURIComponent(brand)}&status=closed`);
    expect(closed.json?.['items']).toEqual([expect.objectContaining({ name: 'Tênis 0', state: 'closed' })]);
  });

  it('suggests the brands starting with what was typed, case and accents aside, each once, by name, up to 20', async () => {
    const { app, send } = await setup();
    const stamp = Date.now().toString(36);
    const brands = [`Ébano ${stamp} Moda`, `ebano ${stamp} Cafés`, `Ebano ${stamp} Arte`, `Outra ${stamp} Ébano`];
    const many = Array.from({ length: 25 }, (_, index) => `Zeta${stamp} ${String(index).padStart(2, '0')}`);
    await context.handle.db
      .insert(proposals)
      .values(
        [...brands, ...brands, ...many].map((brandName) =>
          toProposalRow({ name: 'Campanha', brandName, partnershipType: 'cache', categories: [], value: 100, publishedAt: app.clock.now() }),
        ),
      );
    const brandsFor = async (q: string) => {
      const response = await send('GET', `/v3/admin/proposal-brands?q=${encodeURIComponent(q)}`);
      expect(response.status, response.text).toBe(200);
      return response.json?.['items'];
    };
    expect(await brandsFor(`EBANO ${stamp}`)).toEqual([`Ebano ${stamp} Arte`, `ebano ${stamp} Cafés`, `Ébano ${stamp} Moda`]);
    expect(await brandsFor(`ébano ${stamp} c`)).toEqual([`ebano ${stamp} Cafés`]);
    // A part of the name is not its start; LIKE's wildcards are plain characters.
    expect(await brandsFor(`${stamp} moda`)).toEqual([]);
    expect(await brandsFor('%')).toEqual([]);
    expect(await brandsFor(`zeta${stamp}`)).toEqual(many.slice(0, 20));
    const all = (await send('GET', '/v3/admin/proposal-brands')).json?.['items'] as string[];
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(20);

    const tooLong = await send('GET', `/v3/admin/proposal-brands?q=${'a'.repeat(81)}`);
    expect(tooLong.status).toBe(422);
    expect(tooLong.json?.['detail']).toBe('A busca pode ter no máximo 80 caracteres.');
    const finance = await enrolledOperator(context.handle.db, app, 'finance');
    const financeCookie = await signInAs(app.app, app.clock, finance);
    expect((await call(app.app, 'GET', '/v3/admin/proposal-brands', { headers: fromBackoffice({ cookie: financeCookie }) })).status).toBe(403);
    expect((await call(app.app, 'GET', '/v3/admin/proposal-brands', { headers: fromBackoffice() })).status).toBe(401);
  });

  it('imports a file all or nothing: the problems per record and field, nothing written; a good file is published and audited', async () => {
    const { send, support } = await setup();
    const before = (await context.handle.db.select({ n: count() }).from(proposals))[0]?.n;
    const bad = [
      { name: 'Boa', brand_name: 'Marca', partnership_type: 'cache', value: 10 },
      { name: 'Ruim', brand_name: 'Marca', partnership_type: 'cache', value: -1 },
      { name: 'Nicho', brand_name: 'Marca', partnership_type: 'cache', value: 10, categories_of_influencer: ['Astrologia'] },
    ];
    const refused = await send('POST', '/v3/admin/proposals/import', bad);
    expect(refused.status).toBe(422);
    expect(refused.json).toMatchObject({ detail: 'Nada foi importado: 2 problemas.', problem_count: 2 });
    expect(refused.json?.['problems']).toEqual([
      expect.objectContaining({ index: 1, name: 'Ruim', field: 'value' }),
      { index: 2, name: 'Nicho', field: 'categories_of_influencer', message: 'nicho desconhecido: Astrologia.' },
    ]);
    expect((await context.handle.db.select({ n: count() }).from(proposals))[0]?.n).toBe(before);
    expect((await send('POST', '/v3/admin/proposals/import', { not: 'a list' })).json?.['problems']).toEqual([
      { index: null, name: null, field: null, message: 'O arquivo deve conter uma lista (array JSON) de propostas.' },
    ]);

    const done = await send('POST', '/v3/admin/proposals/import', bad.slice(0, 1));
    expect(done.status, done.text).toBe(200);
    expect(done.json).toMatchObject({ count: 1 });
    const [entry] = await context.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'proposal.imported'), eq(auditLog.operatorId, support.id)));
    expect(entry?.after).toMatchObject({ count: 1 });
  });

  it('stores an uploaded logo as WebP and answers its address; refuses what is no image', async () => {
    const { app, cookie } = await setup();
    const png = await sharp({ create: { width: 800, height: 200, channels: 4, background: '#d6336c' } })
      .png()
      .toBuffer();
    const upload = (bytes: Uint8Array, type: string) => {
      const body = new FormData();
      body.append('file', new Blob([bytes], { type }), 'logo');
      return app.app.request('/v3/admin/proposals/logos', { method: 'POST', headers: fromBackoffice({ cookie }), body });
    };
    const stored = await upload(png, 'image/png');
    expect(stored.status).toBe(201);
    const { logo_url: url } = (await stored.json()) as { logo_url: string };
    expect(url).toMatch(/^http:\/\/localhost:3000\/v3\/files\/logos\/[0-9a-f]{24}\.webp$/);
    const served = await app.app.request(new URL(url).pathname);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(400);

    const refused = await upload(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'image/svg+xml');
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ fields: { file: 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.' } });
  });

  it("lists a proposal's applications with their statuses, and its brand's links: created (address once), opened, revoked", async () => {
    const { app, send } = await setup();
    const id = String((await send('POST', '/v3/admin/proposals', form)).json?.['id']);
    const creator = await registerAccount(app.app, { name: 'Bia Criadora' });
    const [user] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, creator.email));
    await context.handle.db.insert(applications).values({
      proposalId: id,
      userId: user?.id ?? '',
      totalPosts: 1,
      totalStories: 0,
      totalReels: 0,
      totalVideos: 0,
      valueCents: 120000,
      status: 'accepted',
    });
    const listed = await send('GET', `/v3/admin/proposals/${id}/applications`);
    expect(listed.json?.['items']).toEqual([
      expect.objectContaining({ value: 1200, status: 'accepted', creator: expect.objectContaining({ name: 'Bia Criadora' }) }),
    ]);

    const created = await send('POST', `/v3/admin/proposals/${id}/links`, { label: 'Contato da Lumière', days: 7 });
    expect(created.status, created.text).toBe(201);
    const url = String(created.json?.['url']);
    const token = url.split('/').at(-1) ?? '';
    const linkId = String((created.json?.['link'] as { id: string }).id);
    expect(created.json?.['link']).toMatchObject({ label: 'Contato da Lumière', state: 'active', first_opened_at: null });
    // The token is nowhere but in that answer.
    expect(JSON.stringify(await auditRows(linkId))).not.toContain(token);

    app.clock.advance(60_000);
    expect((await call(app.app, 'GET', `/v3/aira/profile-list/${token}`)).status).toBe(200);
    const opened = await send('GET', `/v3/admin/proposals/${id}/links`);
    expect(opened.json?.['items']).toEqual([expect.objectContaining({ id: linkId, first_opened_at: app.clock.now().toISOString() })]);

    const revoked = await send('POST', `/v3/admin/proposals/${id}/links/${linkId}/revoke`);
    expect(revoked.json).toMatchObject({ state: 'revoked' });
    expect((await call(app.app, 'GET', `/v3/aira/profile-list/${token}`)).status).toBe(404);
    expect((await auditRows(linkId)).map((entry) => entry.action).sort()).toEqual(['proposal_link.created', 'proposal_link.revoked']);
    // Another proposal's link is not this one's.
    const other = String((await send('POST', '/v3/admin/proposals', form)).json?.['id']);
    expect((await send('POST', `/v3/admin/proposals/${other}/links/${linkId}/revoke`)).status).toBe(404);
    expect((await send('POST', `/v3/admin/proposals/${id}/links/not-a-uuid/revoke`)).status).toBe(404);
    expect((await context.handle.db.select().from(proposalLinks).where(eq(proposalLinks.id, linkId)))[0]?.revokedAt).not.toBeNull();
  });
});
