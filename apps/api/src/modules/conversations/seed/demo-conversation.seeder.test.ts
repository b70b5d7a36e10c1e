import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMessages } from '../../../db/schema.ts';
import { demoToken, seedTwice } from '../../../seed/seed.test-support.ts';
import { testDatabases } from '../../../test/databases.ts';
import { call, useTestDatabase } from '../../../test/test-app.ts';
import { demoConversation } from './demo-conversation.seeder.ts';

type Item = Record<string, unknown>;

describe.each(testDatabases)("the demo deal's conversation ($name)", (database) => {
  const context = useTestDatabase(database);

  it('shows Ouro a few messages both ways, the brand’s last one unread, written once', async () => {
    const app = await seedTwice(context.handle.db);
    const [written] = await context.handle.db.select({ n: count() }).from(conversationMessages);
    expect(written?.n).toBe(demoConversation.length);
    const token = await demoToken(app, 'ouro@example.com');
    const summaries = (await call(app, 'GET', '/v3/proposal/conversations', { token })).json?.['items'] as Item[];
    expect(summaries).toEqual([{ application_id: expect.any(String), unread: 1, last_message_at: expect.any(String) }]);
    const applicationId = String(summaries[0]?.['application_id']);
    const conversation = (await call(app, 'GET', `/v3/proposal/applications/${applicationId}/conversation`, { token })).json ?? {};
    expect(conversation).toMatchObject({ with_name: 'Lumière Cosméticos', unread: 1, seen_at: expect.any(String) });
    const messages = conversation['messages'] as Item[];
    expect(messages.map((message) => [message['side'], message['author_name'], message['body']])).toEqual(
      demoConversation.map((message) => [message.side, message.side === 'brand' ? 'Beatriz Lima' : 'Olívia Andrade', message.body]),
    );
    expect(new Set(messages.map((message) => message['side']))).toEqual(new Set(['brand', 'creator']));
    expect(messages.at(-1)).toMatchObject({ side: 'brand', mine: false });
  });
});
