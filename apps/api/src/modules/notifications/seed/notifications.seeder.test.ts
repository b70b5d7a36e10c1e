import { notificationKinds } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { notificationMails } from '../../../db/schema.ts';
import { demoToken, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, useTestDatabase } from '../../../test/test-app.ts';

type Item = Record<string, unknown>;

describe.each(testDatabases)('the notifications demo seed ($name)', (database) => {
  const context = useTestDatabase(database);

  it('gives the demo accounts notifications of every kind, once, the older ones read', async () => {
    const app = await seedTwice(context.handle.db);
    const listOf = async (email: string) => (await call(app, 'GET', '/v3/notifications', { token: await demoToken(app, email) })).json ?? {};
    const ouro = await listOf('ouro@example.com');
    const prata = await listOf('prata@example.com');
    const items = [...(ouro['items'] as Item[]), ...(prata['items'] as Item[])];
    expect(new Set(items.map((item) => item['kind']))).toEqual(new Set(notificationKinds));
    // Each once: the level the demo's own sign-up earned and the seeded one are the same event.
    const ouroKinds = (ouro['items'] as Item[]).map((item) => item['kind']);
    expect(ouroKinds.filter((kind) => kind === 'level_reached')).toHaveLength(1);
    expect(ouroKinds).toHaveLength(10);
    expect(new Set(ouroKinds).size).toBe(10);
    expect((prata['items'] as Item[]).filter((item) => item['kind'] === 'level_reached')).toHaveLength(1);
    expect(ouro['unread']).toBeGreaterThan(0);
    expect(ouro['unread']).toBeLessThan((ouro['items'] as Item[]).length);
    for (const item of items) expect(String(item['path'])).toMatch(/^\//);
    // Their e-mails are history: nothing is mailed when the demo starts.
    const mails = await context.handle.db
      .select({ status: notificationMails.status, kind: notificationMails.kind, userId: notificationMails.userId })
      .from(notificationMails);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([]);
  });
});
