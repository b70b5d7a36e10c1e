import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activeSessionsSchema, toWireSchema } from '@ma/api-client/schemas';
import { servicesOf } from '../../app.ts';
import { sessions } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';

const SESSION_EXPIRED = { detail: 'Sessão expirada. Entre novamente.', code: 'SESSION_EXPIRED' };
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

// Issue #36: 'Sair' only dropped the cookie; the 7-day token kept working for whoever copied it,
// and there was no way to end the sessions of a lost phone.
describe.each(testDatabases)('server-side sessions ($name)', (database) => {
  const context = useTestDatabase(database);

  async function setup() {
    const { app, clock } = createTestApp(context.handle.db);
    const account = await registerAccount(app);
    /** Another sign-in of the same account, from another device and network. */
    const signIn = async (headers: Record<string, string> = {}) => {
      const response = await call(app, 'POST', '/v3/account/auth', { body: { email: account.email, password: account.password }, headers });
      expect(response.status).toBe(200);
      return String(response.json?.['access_token']);
    };
    const me = async (token: string) => (await call(app, 'GET', '/v3/account/me', { token })).status;
    const sessionIdOf = async (token: string) => {
      const claims = await servicesOf(app).tokens.verify(token);
      if (!claims) throw new Error('a token the app issued verifies');
      return claims.sessionId;
    };
    return { app, clock, account, signIn, me, sessionIdOf };
  }

  it('signs out on the server: the token answers 401 afterwards, other sessions go on', async () => {
    const { app, account, signIn, me } = await setup();
    const copied = await signIn();
    expect(await me(copied)).toBe(200);

    const out = await call(app, 'POST', '/v3/account/auth/sign-out', { token: copied });
    expect(out.status).toBe(204);
    const after = await call(app, 'GET', '/v3/account/me', { token: copied });
    expect(after.status).toBe(401);
    expect(after.json).toEqual(SESSION_EXPIRED);
    expect(await me(account.token)).toBe(200);
  });

  it('lists the active sessions with the device and the network prefix, never the full address, this one marked', async () => {
    const { app, account, signIn, sessionIdOf } = await setup();
    const phone = await signIn({ 'x-forwarded-for': '203.0.113.57', 'user-agent': PHONE });
    await signIn({ 'x-forwarded-for': '2001:db8:aa:bb:cc::7', 'user-agent': LAPTOP });

    const response = await call(app, 'GET', '/v3/account/sessions', { token: phone });
    expect(response.status).toBe(200);
    expect(toWireSchema(activeSessionsSchema).safeParse(response.json).success).toBe(true);
    const items = (response.json?.['items'] ?? []) as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    expect(items).toContainEqual(
      expect.objectContaining({ id: await sessionIdOf(phone), device: 'Chrome · Android', ip_prefix: '203.0.113.0/24', current: true }),
    );
    expect(items).toContainEqual(expect.objectContaining({ device: 'Firefox · Linux', ip_prefix: '2001:db8:aa::/48', current: false }));
    expect(items.filter((item) => item['current'])).toHaveLength(1);
    expect(items.map((item) => item['id'])).toContain(await sessionIdOf(account.token));
    expect(response.text).not.toContain('203.0.113.57');
    expect(response.text).not.toContain('cc::7');
    // Nor is it stored.
    const stored = await context.handle.db.select().from(sessions);
    expect(JSON.stringify(stored)).not.toContain('203.0.113.57');
  });

  it('ends one session of mine, and only that one', async () => {
    const { app, account, signIn, me, sessionIdOf } = await setup();
    const lostPhone = await signIn();
    const ended = await call(app, 'DELETE', `/v3/account/sessions/${await sessionIdOf(lostPhone)}`, { token: account.token });
    expect(ended.status).toBe(204);
    expect(await me(lostPhone)).toBe(401);
    expect(await me(account.token)).toBe(200);
    const again = await call(app, 'DELETE', `/v3/account/sessions/${await sessionIdOf(lostPhone)}`, { token: account.token });
    expect(again.status).toBe(404);
  });

  it("never shows nor ends another creator's sessions: their id answers 404", async () => {
    const { app, account, sessionIdOf } = await setup();
    const intruder = await registerAccount(app);
    const victimSession = await sessionIdOf(account.token);

    const listed = await call(app, 'GET', '/v3/account/sessions', { token: intruder.token });
    expect(listed.status).toBe(200);
    expect(listed.json?.['items']).toEqual([expect.objectContaining({ id: await sessionIdOf(intruder.token), current: true })]);

    const ended = await call(app, 'DELETE', `/v3/account/sessions/${victimSession}`, { token: intruder.token });
    expect(ended.status).toBe(404);
    expect(ended.json).toMatchObject({ code: 'SESSION_NOT_FOUND', detail: 'Sessão não encontrada. Ela já pode ter sido encerrada.' });
    expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(200);

    const malformed = await call(app, 'DELETE', '/v3/account/sessions/nao-e-um-id', { token: intruder.token });
    expect(malformed.status).toBe(404);
    expect((await call(app, 'GET', '/v3/account/sessions')).status).toBe(401);
    expect((await call(app, 'DELETE', `/v3/account/sessions/${victimSession}`)).status).toBe(401);
  });

  it('ends every other session at once, keeping this one', async () => {
    const { app, account, signIn, me } = await setup();
    const others = [await signIn(), await signIn()];
    const response = await call(app, 'POST', '/v3/account/sessions/end-others', { token: account.token });
    expect(response.status).toBe(204);
    for (const token of others) expect(await me(token)).toBe(401);
    expect(await me(account.token)).toBe(200);
    const listed = await call(app, 'GET', '/v3/account/sessions', { token: account.token });
    expect(listed.json?.['items']).toHaveLength(1);
  });

  it('a password change ends the other sessions, not this one', async () => {
    const { app, account, signIn, me, sessionIdOf } = await setup();
    const other = await signIn();
    const changed = await call(app, 'POST', '/v3/account/password', {
      token: account.token,
      body: { current_password: account.password, new_password: 'outra-senha-segura-456' },
    });
    expect(changed.status).toBe(200);
    const renewed = String(changed.json?.['access_token']);
    expect(await me(other)).toBe(401);
    expect(await me(renewed)).toBe(200);
    // The same session goes on, with a token of the new password.
    expect(await sessionIdOf(renewed)).toBe(await sessionIdOf(account.token));
    const listed = await call(app, 'GET', '/v3/account/sessions', { token: renewed });
    expect(listed.json?.['items']).toEqual([expect.objectContaining({ current: true })]);
  });

  it('writes the last use at most once per 5 minutes per session, not per request', async () => {
    const { clock, account, me, sessionIdOf } = await setup();
    const id = await sessionIdOf(account.token);
    const lastUse = async () =>
      (await context.handle.db.select({ at: sessions.lastUsedAt }).from(sessions).where(eq(sessions.id, id)))[0]?.at.getTime();
    const started = await lastUse();
    clock.advance(60_000);
    expect(await me(account.token)).toBe(200);
    expect(await lastUse()).toBe(started);
    clock.advance(5 * 60_000);
    expect(await me(account.token)).toBe(200);
    expect(await lastUse()).toBe(clock.now().getTime());
  });
});
