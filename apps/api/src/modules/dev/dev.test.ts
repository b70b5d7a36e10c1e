import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';

const NOT_FOUND = { detail: 'Recurso não encontrado.', code: 'NOT_FOUND' };

describe.each(testDatabases)('GET /v3/dev/outbox ($name)', (database) => {
  const context = useTestDatabase(database);

  it('shows, in demo mode, the e-mails kept for an address, newest first', async () => {
    const { app, clock } = createTestApp(context.handle.db, { demoMode: true });
    const account = await registerAccount(app);
    for (let i = 0; i < 2; i += 1) {
      await call(app, 'POST', '/v3/account/auth/forgot', { body: { email: account.email } });
      clock.advance(1000);
    }
    const response = await call(app, 'GET', `/v3/dev/outbox?email=${encodeURIComponent(account.email.toUpperCase())}`);
    expect(response.status).toBe(200);
    const items = response.json?.['items'] as { to: string; subject: string; text: string; created_at: string }[];
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      to: account.email,
      subject: 'Redefina sua senha da Mais Alcance',
      text: expect.stringContaining('/reset-password?email='),
    });
    expect(Date.parse(items[0]?.created_at ?? '')).toBeGreaterThan(Date.parse(items[1]?.created_at ?? ''));
    const other = await call(app, 'GET', '/v3/dev/outbox?email=outra%40example.com');
    expect(other.json).toEqual({ items: [] });
  });

  it('answers 422 without an e-mail in demo mode', async () => {
    const { app } = createTestApp(context.handle.db, { demoMode: true });
    expect((await call(app, 'GET', '/v3/dev/outbox')).status).toBe(422);
  });

  it('does not exist outside demo mode, nor when e-mails really go out', async () => {
    const outsideDemo = createTestApp(context.handle.db).app;
    expect(await call(outsideDemo, 'GET', '/v3/dev/outbox?email=a%40example.com')).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await call(outsideDemo, 'GET', '/v3/dev/outbox')).toMatchObject({ status: 404, json: NOT_FOUND });
    const smtp = createTestApp(context.handle.db, { demoMode: true, mailer: { kind: 'smtp', send: async () => undefined } }).app;
    expect((await call(smtp, 'GET', '/v3/dev/outbox?email=a%40example.com')).status).toBe(404);
  });
});
