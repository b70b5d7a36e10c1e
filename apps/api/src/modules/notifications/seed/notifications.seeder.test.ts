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
    // Every kind once, but two accepted applications (one of them the demo brand's deal).
    expect(ouroKinds).toHaveLength(11);
    expect(new Set(ouroKinds).size).toBe(10);
    expect(ouroKinds.filter((kind) => kind === 'application_accepted')).toHaveLength(2);
    expect((prata['items'] as Item[]).filter((item) => item['kind'] === 'level_reached')).toHaveLength(1);
    expect(ouro['unread']).toBeGreaterThan(0);
    expect(ouro['unread']).toBeLessThan((ouro['items'] as Item[]).length);
    for (const item of items) expect(String(item['path'])).toMatch(/^\//);
    // The deal's news lead to the demo brand's deal (brands/seed/demo-deal.seeder.ts): the message
    // she has not read is there, unread, and the confirmed post is in its checklist.
    const token = await demoToken(app, 'ouro@example.com');
    const ofKind = (kind: string) => (ouro['items'] as Item[]).find((item) => item['kind'] === kind) ?? {};
    const message = ofKind('message_received');
    const reviewed = ofKind('deliverable_reviewed');
    expect(message).toMatchObject({ title: 'Nova mensagem de Lumière Cosméticos', read_at: null });
    expect(reviewed).toMatchObject({ path: message['path'], read_at: expect.any(String) });
    const applicationId = String(message['path']).replace('/publis/candidaturas/', '');
    const conversation = await call(app, 'GET', `/v3/proposal/applications/${applicationId}/conversation`, { token });
    expect(conversation.json).toMatchObject({ with_name: 'Lumière Cosméticos', unread: 1 });
    const deal = await call(app, 'GET', `/v3/proposal/applications/${applicationId}/deliverables`, { token });
    expect((deal.json?.['items'] as Item[]).filter((item) => item['state'] === 'confirmed')).toHaveLength(1);
    // Their e-mails are history: nothing is mailed when the demo starts.
    const mails = await context.handle.db
      .select({ status: notificationMails.status, kind: notificationMails.kind, userId: notificationMails.userId })
      .from(notificationMails);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails.filter((mail) => mail.status !== 'sent')).toEqual([]);
  });
});
