import { DAY_MS } from '@ma/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, audienceProfiles, categories, proposals } from '../../../db/schema.ts';
import { demoToken, seedForTest } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, createTestApp, createTestClock, useTestDatabase } from '../../../test/test-app.ts';

type Item = Record<string, unknown>;
const offer = { total_posts: 1, total_stories: 2, total_reels: 0, total_videos: 0, observations: '', value: 100, is_negotiable: false };

describe.each(testDatabases)('demo proposals seed ($name)', (database) => {
  const context = useTestDatabase(database);
  const seed = () => seedForTest(context.handle.db);
  const signIn = async (email: string) => {
    const { app } = createTestApp(context.handle.db);
    const token = await demoToken(app, email);
    const list = async (filters: Record<string, unknown> = {}) =>
      ((await call(app, 'POST', '/v3/proposal/', { body: { page_size: 50, ...filters }, token })).json?.['items'] ?? []) as Item[];
    const apply = (id: unknown) => call(app, 'POST', `/v3/proposal/${String(id)}/apply`, { body: offer, token });
    return { app, token, list, apply };
  };

  it('adds the niches, the proposals, the audiences and the applications once', async () => {
    await seed();
    const totals = async () => {
      const [p] = await context.handle.db.select({ n: count() }).from(proposals);
      const [a] = await context.handle.db.select({ n: count() }).from(applications);
      const [c] = await context.handle.db.select({ n: count() }).from(categories);
      const [u] = await context.handle.db.select({ n: count() }).from(audienceProfiles);
      return [p?.n, a?.n, c?.n, u?.n];
    };
    const first = await totals();
    // Four applications of this seeder, two of the brand's list demo (brand-list.seeder.ts), and
    // the demo brand's published proposal with its two (brands/seed/demo-deal.seeder.ts).
    expect(first).toEqual([29, 8, 16, 2]);
    await seed();
    expect(await totals()).toEqual(first);
    const { app } = createTestApp(context.handle.db);
    const niches = (await call(app, 'GET', '/v3/dataset/categories')).json?.['items'] as Item[];
    expect(niches.map((niche) => niche['name'])).toEqual(
      expect.arrayContaining(['Beleza', 'Moda', 'Culinária', 'Casa e decoração', 'Educação', 'Música']),
    );
    expect(niches).toContainEqual({ id: 'casa-e-decoracao', name: 'Casa e decoração' });
  });

  it('shows a creator at least 24 open proposals covering every case of the demo', async () => {
    await seed();
    const items = await (await signIn('ouro@example.com')).list();
    expect(items.length).toBeGreaterThanOrEqual(24);
    const some = (predicate: (item: Item) => boolean) => items.some(predicate);
    for (const type of ['cache', 'afilacao', 'permuta', 'recebidos']) expect(some((item) => item['partnership_type'] === type)).toBe(true);
    for (const flag of [true, false]) {
      expect(some((item) => item['accepts_negotiations'] === flag)).toBe(true);
      expect(some((item) => item['is_silvers_alloweds'] === flag)).toBe(true);
      expect(some((item) => item['is_new'] === flag)).toBe(true);
    }
    expect(some((item) => (item['location_of_influencer'] as unknown[]).length === 0)).toBe(true);
    expect(some((item) => (item['location_of_influencer'] as { city: string[] }[]).some((place) => place.city.length > 0))).toBe(true);
    const closingSoon = (item: Item) =>
      typeof item['valid_until'] === 'string' && Date.parse(item['valid_until']) - createTestClock().now().getTime() < 3 * DAY_MS;
    expect(some(closingSoon)).toBe(true);
    expect(
      some((item) => item['description'] === null && item['valid_until'] === null && (item['categories_of_influencer'] as unknown[]).length === 0),
    ).toBe(true);
    expect(some((item) => item['logo_url'] === null)).toBe(true);
    expect(some((item) => String(item['logo_url']).startsWith('data:image/svg+xml;base64,'))).toBe(true);
    const values = items.map((item) => Number(item['value']));
    expect(Math.min(...values)).toBe(350);
    expect(Math.max(...values)).toBe(12_000);
  });

  it('fits Ouro to most proposals, not all, with applications of each status', async () => {
    await seed();
    const ouro = await signIn('ouro@example.com');
    const items = await ouro.list();
    const incompatible = items.filter((item) => (item['missing_features'] as unknown[]).length > 0);
    expect(incompatible.length).toBeGreaterThanOrEqual(1);
    expect(incompatible.length).toBeLessThan(items.length / 3);
    // Two of this seeder's, Veste Verde's (the brand's list demo, brand-list.seeder.ts) and the demo brand's deal.
    expect(items.filter((item) => item['has_applied'] === true)).toHaveLength(4);
    const applied = (await call(ouro.app, 'GET', '/v3/proposal/applied', { token: ouro.token })).json?.['items'] as Item[];
    expect(applied.map((application) => application['status']).sort()).toEqual(['accepted', 'accepted', 'pending', 'pending', 'rejected']);
    const open = items.find((item) => item['has_applied'] === false && (item['missing_features'] as unknown[]).length === 0);
    expect((await ouro.apply(open?.['id'])).status).toBe(201);
  });

  it('lets Prata apply where silvers are allowed and it fits, and shows it gold-only ones', async () => {
    await seed();
    const prata = await signIn('prata@example.com');
    const items = await prata.list();
    const fits = items.filter(
      (item) => item['is_silvers_alloweds'] === true && item['has_applied'] === false && (item['missing_features'] as unknown[]).length === 0,
    );
    expect(fits.length).toBeGreaterThanOrEqual(2);
    expect((await prata.apply(fits[0]?.['id'])).status).toBe(201);
    const goldOnly = items.find((item) => item['is_silvers_alloweds'] === false);
    const refused = await prata.apply(goldOnly?.['id']);
    expect(refused.status).toBe(403);
    expect(refused.json?.['detail']).toBe('Esta proposta é apenas para criadores nível Ouro. Conecte suas redes sociais.');
    expect((await prata.list({ only_eligible: true })).length).toBe(fits.length - 1);
  });
});
