import { DAY_MS } from '@ma/domain';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accountInfoSchema, socialsResponseSchema, toWireSchema } from '@ma/api-client/schemas';
import { socialAccounts, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, registerAccount, TEST_JWT_SECRET, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { refreshLevel } from './level.ts';

const SESSION_EXPIRED = { detail: 'Sessão expirada. Entre novamente.', code: 'SESSION_EXPIRED' };

describe.each(testDatabases)('GET /v3/account/me ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => createTestApp(context.handle.db);
  const userIdOf = async (email: string) => {
    const [row] = await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };

  it('answers the account info of docs/product/accounts-and-levels.md, in snake_case', async () => {
    const { app } = setup();
    const account = await registerAccount(app, { name: 'Beatriz Rocha' });
    const response = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(response.status).toBe(200);
    expect(toWireSchema(accountInfoSchema).safeParse(response.json).success).toBe(true);
    expect(response.json).toEqual({
      user: { name: 'Beatriz Rocha', level: 'bronze', email: account.email, has_password: true, reauth_methods: ['password'] },
      profile: { picture: null },
      socials: [],
      view: { nps: false },
    });
  });

  it('lists the connected networks, on /me and on /me/socials', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const userId = await userIdOf(account.email);
    await context.handle.db.insert(socialAccounts).values([
      { userId, network: 'tiktok', externalId: 'tt-bia', username: 'bia.dança', followers: 12_000 },
      { userId, network: 'instagram', externalId: 'ig-bia', username: 'bia.rocha', followers: 8_500 },
    ]);
    await refreshLevel(context.handle.db, appEvents, userId);

    const me = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(me.json?.['socials']).toEqual([
      { network: 'instagram', username: 'bia.rocha' },
      { network: 'tiktok', username: 'bia.dança' },
    ]);
    expect(me.json?.['user']).toMatchObject({ name: account.name, level: 'gold' });

    const socials = await call(app, 'GET', '/v3/account/me/socials', { token: account.token });
    expect(socials.status).toBe(200);
    expect(toWireSchema(socialsResponseSchema).safeParse(socials.json).success).toBe(true);
    expect(socials.json).toEqual({ items: me.json?.['socials'] });
  });

  it('answers each of many simultaneous requests with its own account, and refuses only the stale ones', async () => {
    const { app } = setup();
    const accounts = await Promise.all(Array.from({ length: 12 }, (_, index) => registerAccount(app, { name: `Criadora ${index + 1}` })));
    const [deleted, revoked] = accounts;
    if (!deleted || !revoked) throw new Error('accounts missing');
    await context.handle.db.delete(users).where(eq(users.email, deleted.email));
    await context.handle.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, revoked.email));

    // Ten requests per account, interleaved: 120 in flight at once, the same account many times.
    const requests = Array.from({ length: 10 }, () => accounts).flat();
    const responses = await Promise.all(requests.map((account) => call(app, 'GET', '/v3/account/me', { token: account.token })));
    responses.forEach((response, index) => {
      const account = requests[index];
      if (account === deleted || account === revoked) {
        expect(response.status).toBe(401);
        expect(response.json).toEqual(SESSION_EXPIRED);
      } else {
        expect(response.status).toBe(200);
        expect(response.json?.['user']).toMatchObject({ name: account?.name, level: 'bronze' });
      }
    });
  });

  it('reads what was committed before the request came in', async () => {
    const { app } = setup();
    const account = await registerAccount(app, { name: 'Antes' });
    expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).json?.['user']).toMatchObject({ name: 'Antes', level: 'bronze' });
    await context.handle.db.update(users).set({ name: 'Depois' }).where(eq(users.email, account.email));
    expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).json?.['user']).toMatchObject({ name: 'Depois', level: 'bronze' });
  });

  describe('answers 401 "Sessão expirada" (never a 5xx)', () => {
    const expectExpired = async (headers: Record<string, string>, path = '/v3/account/me') => {
      const response = await call(setup().app, 'GET', path, { headers });
      expect(response.status).toBe(401);
      expect(response.json).toEqual(SESSION_EXPIRED);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
    };

    it('without an Authorization header', () => expectExpired({}));
    it('without one on /me/socials', () => expectExpired({}, '/v3/account/me/socials'));
    it.each([
      ['an empty header', ''],
      ['another scheme', 'Basic dXNlcjpwYXNz'],
      ['a bare token', 'eyJhbGciOiJIUzI1NiJ9.e30.sig'],
      ['garbage', 'Bearer não-é-um-jwt'],
      ['a token that is not base64', 'Bearer a.b.c'],
      ['two tokens', 'Bearer a.b.c d.e.f'],
    ])('with %s', (_case, authorization) => expectExpired({ authorization }));

    it('with a token signed by another key', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const forged = await new SignJWT({ token_version: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(await userIdOf(account.email))
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-012345'));
      await expectExpired({ authorization: `Bearer ${forged}` });
    });

    it('with an unsigned token (alg none)', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const payload = { sub: await userIdOf(account.email), token_version: 0, exp: 4_102_444_800 };
      await expectExpired({ authorization: `Bearer ${encode({ alg: 'none' })}.${encode(payload)}.` });
    });

    it('with a genuine token whose subject is not a user id', async () => {
      const token = await new SignJWT({ token_version: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('not-a-uuid')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
      await expectExpired({ authorization: `Bearer ${token}` });
    });

    it('with a token of a deleted account', async () => {
      const { app } = setup();
      const account = await registerAccount(app);
      await context.handle.db.delete(users).where(eq(users.email, account.email));
      await expectExpired({ authorization: `Bearer ${account.token}` });
    });
  });

  it('expires tokens after 7 days', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    clock.advance(7 * DAY_MS - 1000);
    expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(200);
    clock.advance(2000);
    const expired = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual(SESSION_EXPIRED);
  });

  it('revokes every token when the token version is bumped', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    await context.handle.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.email, account.email));
    const revoked = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(revoked.status).toBe(401);
    expect(revoked.json).toEqual(SESSION_EXPIRED);

    const fresh = await call(app, 'POST', '/v3/account/auth', { body: { email: account.email, password: account.password } });
    expect((await call(app, 'GET', '/v3/account/me', { token: String(fresh.json?.['access_token']) })).status).toBe(200);
  });
});
