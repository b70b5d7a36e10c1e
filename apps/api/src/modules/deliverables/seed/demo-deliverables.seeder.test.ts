import { describe, expect, it } from 'vitest';
import { demoToken, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, useTestDatabase } from '../../../test/test-app.ts';
import { DEMO_HANDED_IN_POST } from './demo-deliverables.seeder.ts';

type Item = Record<string, unknown>;

describe.each(testDatabases)("the demo deal's deliverables ($name)", (database) => {
  const context = useTestDatabase(database);

  it('has the post handed in and confirmed, the Reels still to hand in, and told her of the confirmation once', async () => {
    const app = await seedTwice(context.handle.db);
    const token = await demoToken(app, 'ouro@example.com');
    const applied = (await call(app, 'GET', '/v3/proposal/applied', { token })).json?.['items'] as Item[];
    const accepted = applied.filter((application) => application['status'] === 'accepted' && application['brand_name'] === 'Lumière Cosméticos');
    expect(accepted).toHaveLength(1);
    const deal = (await call(app, 'GET', `/v3/proposal/applications/${String(accepted[0]?.['id'])}/deliverables`, { token })).json ?? {};
    expect(deal).toMatchObject({ state: 'open', brand_name: 'Lumière Cosméticos', concluded_at: null });
    expect((deal['items'] as Item[]).map((item) => [item['item'], item['state'], item['url']])).toEqual([
      ['post-1', 'confirmed', DEMO_HANDED_IN_POST],
      ['reel-1', 'pending', null],
    ]);
    const notices = (await call(app, 'GET', '/v3/notifications', { token })).json?.['items'] as Item[];
    expect(notices.filter((notice) => notice['kind'] === 'deliverable_reviewed')).toMatchObject([
      { text: 'Post 1 de “Máscara de cílios à prova d’água: primeira impressão”.' },
    ]);
  });
});
