import { describe, expect, it } from 'vitest';
import { affiliateBrands, affiliateLinks } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { createCreator } from '../../test/proposal-fixtures.ts';
import { serveOnNode, send } from '../../test/node-server.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { clicksOf } from './affiliate.test-support.ts';

const get = (port: number, path: string, headers: Record<string, string> = {}) => send(port, path, { headers });

describe.each(testDatabases)('GET /r/{code} on the Node server ($name)', (database) => {
  const context = useTestDatabase(database);

  it('answers the 302 with the click counted, a 404 page for an unknown code, and the rest as the app does', async () => {
    const db = context.handle.db;
    const { app, background } = createTestApp(db, { clickFlushMs: 0, trustProxy: true });
    const creator = await createCreator(app, db, { level: 'bronze' });
    await db
      .insert(affiliateBrands)
      .values({
        id: 'marca-rapida',
        name: 'Loja',
        commissionRateBp: 1000,
        domain: 'loja.example.com',
        homepageUrl: 'https://loja.example.com/',
        webhookSecret: 'x'.repeat(32),
      })
      .onConflictDoNothing();
    const [link] = await db
      .insert(affiliateLinks)
      .values({ code: 'rapyda22', userId: creator.userId, brandId: 'marca-rapida', destinationUrl: 'https://loja.example.com/p#topo' })
      .returning();
    const { port, close } = await serveOnNode(app);
    try {
      const browser = {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
        'x-forwarded-for': '203.0.113.5',
        'x-forwarded-proto': 'https',
      };
      const found = await get(port, '/r/rapyda22?from=bio', browser);
      expect([found.status, found.headers['cache-control'], found.headers['x-content-type-options']]).toEqual([302, 'no-store', 'nosniff']);
      // Our proxy says the browser came over HTTPS: the server's HSTS (app.ts nodeListener).
      expect(found.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(found.headers['location']).toMatch(
        /^https:\/\/loja\.example\.com\/p\?utm_source=maisalcance&utm_medium=afiliado&utm_campaign=rapyda22&ma_click_id=[\w-]{48}#topo$/,
      );
      await background.idle();
      expect(await clicksOf(db, link?.id ?? '')).toHaveLength(1);

      const unknown = await get(port, '/r/zzzzzzzz', browser);
      expect([unknown.status, unknown.body.includes('Link não encontrado')]).toEqual([404, true]);
      expect((await get(port, '/v3/health')).status).toBe(200);
    } finally {
      await close();
    }
  });
});
