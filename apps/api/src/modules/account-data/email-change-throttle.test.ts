import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';

const MINUTE = 60_000;

// Each request mails a link to an address nobody has proven: without a limit, a session (or many)
// could flood any mailbox with them.
describe.each(testDatabases)('POST /v3/account/email limits ($name)', (database) => {
  const context = useTestDatabase(database);
  const mailsTo = async (to: string) => (await context.handle.db.select({ to: outbox.to }).from(outbox).where(eq(outbox.to, to))).length;
  const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

  it('takes 5 requests an hour per account, then 429 with Retry-After, mailing nothing more', async () => {
    const { app, clock } = createTestApp(context.handle.db);
    const account = await registerAccount(app);
    const ask = (email: string) => call(app, 'POST', '/v3/account/email', { token: account.token, body: { email, password: account.password } });
    const tag = stamp();
    for (let i = 0; i < 5; i += 1) expect((await ask(`nova-${i}-${tag}@example.com`)).status).toBe(202);
    clock.advance(15 * MINUTE);
    const blocked = await ask(`sexta-${tag}@example.com`);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe(String(45 * 60));
    expect(blocked.json).toEqual({ detail: 'Muitos pedidos de troca de e-mail. Tente novamente em 45 minutos.', code: 'TOO_MANY_EMAIL_CHANGES' });
    expect(await mailsTo(`sexta-${tag}@example.com`)).toBe(0);
    // A wrong password is the sign-in limits' to count, not this one's.
    expect(
      (await call(app, 'POST', '/v3/account/email', { token: account.token, body: { email: `x-${tag}@example.com`, password: 'errada-123' } })).json,
    ).toMatchObject({
      code: 'CURRENT_PASSWORD_WRONG',
    });
    clock.advance(45 * MINUTE);
    expect((await ask(`sexta-${tag}@example.com`)).status).toBe(202);
    expect(await mailsTo(`sexta-${tag}@example.com`)).toBe(1);
  });

  it('takes 5 requests an hour to one new address, whichever accounts send them', async () => {
    const { app } = createTestApp(context.handle.db);
    const target = `alvo-${stamp()}@example.com`;
    const accounts: Awaited<ReturnType<typeof registerAccount>>[] = [];
    for (let i = 0; i < 6; i += 1) accounts.push(await registerAccount(app));
    const ask = (account: (typeof accounts)[number], email: string) =>
      call(app, 'POST', '/v3/account/email', { token: account.token, body: { email, password: account.password } });
    for (const account of accounts.slice(0, 5)) expect((await ask(account, target)).status).toBe(202);
    const last = accounts[5];
    if (!last) throw new Error('six accounts');
    expect((await ask(last, target)).json).toMatchObject({ code: 'TOO_MANY_EMAIL_CHANGES' });
    expect(await mailsTo(target)).toBe(5);
    // Refused for that address, the request did not use up the account's own budget.
    for (let i = 0; i < 5; i += 1) expect((await ask(last, `outra-${i}-${stamp()}@example.com`)).status).toBe(202);
  });
});
