import { MINUTE_MS } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { RedisRateLimiter } from '../../rate-limit/redis-rate-limiter.ts';
import { testDatabases } from '../../test/databases.ts';
import { testEnv } from '../../test/env.ts';
import { call, createTestApp, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';

describe.each(testDatabases)('POST /v3/account/auth ($name)', (database) => {
  const context = useTestDatabase(database);
  const setup = () => createTestApp(context.handle.db);
  // Each test signs in from its own address, so that the per-address limit stays per test.
  let addressCounter = 0;
  const newAddress = () => `203.0.113.${(addressCounter += 1)}`;
  /** A new app with one account, and an address of its own to sign in from. */
  const withAccount = async () => {
    const { app, clock } = setup();
    return { app, clock, account: await registerAccount(app), address: newAddress() };
  };
  const signIn = (app: ReturnType<typeof setup>['app'], email: string, password: string, address: string) =>
    call(app, 'POST', '/v3/account/auth', { body: { email, password }, headers: { 'x-forwarded-for': address } });

  it('signs in with the right password, whatever the e-mail case, and answers the level', async () => {
    const { app, account, address } = await withAccount();
    const response = await signIn(app, account.email.toUpperCase(), account.password, address);
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ access_token: expect.any(String), level: 'bronze' });
    const me = await call(app, 'GET', '/v3/account/me', { token: String(response.json?.['access_token']) });
    expect(me.status).toBe(200);
  });

  it('answers 401 for a wrong password and for an unknown e-mail alike', async () => {
    const { app, account, address } = await withAccount();
    const wrong = await signIn(app, account.email, 'senha-errada', address);
    const unknown = await signIn(app, uniqueEmail('ninguem'), 'senha-errada', newAddress());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.json).toEqual({ detail: 'Credenciais inválidas.', code: 'INVALID_CREDENTIALS' });
    expect(unknown.json).toEqual(wrong.json);
  });

  it('answers 422 naming the field for an invalid e-mail', async () => {
    const response = await signIn(setup().app, 'sem-arroba', 'x', newAddress());
    expect(response.status).toBe(422);
    expect(response.json?.['detail']).toBe('Informe um e-mail válido.');
  });

  it('blocks the 11th failure for one account from one address with 429, Retry-After and when to try again', async () => {
    const { app, account, address: attacker } = await withAccount();
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(app, account.email, 'senha-errada', attacker)).status).toBe(401);
    }
    const blocked = await signIn(app, account.email, 'senha-errada', attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(blocked.json).toEqual({ detail: 'Muitas tentativas de login. Tente novamente em 15 minutos.', code: 'TOO_MANY_LOGIN_ATTEMPTS' });
    // From that address the right password is refused too: that is what stops the guessing.
    expect((await signIn(app, account.email, account.password, attacker)).status).toBe(429);
    // The owner, signing in from elsewhere, is not locked out by someone else's flood.
    expect((await signIn(app, account.email, account.password, newAddress())).status).toBe(200);
  });

  it('caps one account at 100 failures an hour across addresses, against guessing spread over many and over time', async () => {
    const { app, clock, account } = await withAccount();
    // 25 guesses every 14 minutes: never more than 50 in 15 minutes, 100 within 42 minutes.
    for (let batch = 0; batch < 4; batch += 1) {
      if (batch > 0) clock.advance(14 * MINUTE_MS);
      for (let i = 0; i < 25; i += 1) {
        expect((await signIn(app, account.email, 'senha-errada', newAddress())).status).toBe(401);
      }
    }
    const blocked = await signIn(app, account.email, account.password, newAddress());
    expect(blocked.status).toBe(429);
    // Until the first guess is an hour old.
    expect(blocked.headers.get('retry-after')).toBe(String(18 * 60));
    clock.advance(18 * MINUTE_MS);
    expect((await signIn(app, account.email, account.password, newAddress())).status).toBe(200);
  });

  it('lets a right password through after failures below the limit, and forgets them', async () => {
    const { app, account, address } = await withAccount();
    for (let i = 0; i < 9; i += 1) await signIn(app, account.email, 'senha-errada', address);
    expect((await signIn(app, account.email, account.password, address)).status).toBe(200);
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(app, account.email, 'senha-errada', address)).status).toBe(401);
    }
  });

  it('does not count successful sign-ins', async () => {
    const { app, account, address } = await withAccount();
    for (let i = 0; i < 15; i += 1) expect((await signIn(app, account.email, account.password, address)).status).toBe(200);
  });

  it('opens again as the failures leave the 15-minute window', async () => {
    const { app, clock, account, address } = await withAccount();
    for (let i = 0; i < 5; i += 1) await signIn(app, account.email, 'senha-errada', address);
    clock.advance(3 * MINUTE_MS);
    for (let i = 0; i < 5; i += 1) await signIn(app, account.email, 'senha-errada', address);

    clock.advance(10 * MINUTE_MS);
    const blocked = await signIn(app, account.email, account.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('120');
    expect(blocked.json?.['detail']).toBe('Muitas tentativas de login. Tente novamente em 2 minutos.');

    clock.advance(2 * MINUTE_MS);
    expect((await signIn(app, account.email, account.password, address)).status).toBe(200);
  });

  it('says "1 minuto" when less than a minute is left', async () => {
    const { app, clock } = setup();
    const email = uniqueEmail('singular');
    const address = newAddress();
    for (let i = 0; i < 10; i += 1) await signIn(app, email, 'senha-errada', address);
    clock.advance(14 * MINUTE_MS + 30_000);
    const blocked = await signIn(app, email, 'senha-errada', address);
    expect(blocked.headers.get('retry-after')).toBe('30');
    expect(blocked.json?.['detail']).toBe('Muitas tentativas de login. Tente novamente em 1 minuto.');
  });

  it('blocks an address after 100 failures across accounts, not other addresses', async () => {
    const { app, account, address } = await withAccount();
    for (let i = 0; i < 100; i += 1) {
      expect((await signIn(app, uniqueEmail('varredura'), 'senha-errada', address)).status).toBe(401);
    }
    const blocked = await signIn(app, account.email, account.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect((await signIn(app, account.email, account.password, newAddress())).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless told the proxy is ours', async () => {
    const { app } = createTestApp(context.handle.db, { trustProxy: false });
    // A new forged address each time: without a trusted proxy they all come from one socket.
    for (let i = 0; i < 100; i += 1) await signIn(app, uniqueEmail('spoof'), 'senha-errada', newAddress());
    expect((await signIn(app, uniqueEmail('spoof'), 'senha-errada', newAddress())).status).toBe(429);
  });

  it.skipIf(!testEnv.TEST_REDIS_URL)('shares the failure count between API processes through Redis', async () => {
    const url = testEnv.TEST_REDIS_URL ?? '';
    const processes = [0, 1].map(() => {
      const rateLimiter = new RedisRateLimiter({ url, prefix: `test:${process.pid}:${addressCounter}:` });
      return { rateLimiter, app: createTestApp(context.handle.db, { rateLimiter }).app };
    });
    const [first, second] = processes;
    if (!first || !second) throw new Error('two processes');
    try {
      const account = await registerAccount(first.app);
      const address = newAddress();
      for (let i = 0; i < 10; i += 1) await signIn(i % 2 ? first.app : second.app, account.email, 'senha-errada', address);
      expect((await signIn(first.app, account.email, 'senha-errada', address)).status).toBe(429);
      expect((await signIn(second.app, account.email, 'senha-errada', address)).status).toBe(429);
    } finally {
      await Promise.all(processes.map(({ rateLimiter }) => rateLimiter.close()));
    }
  });
});
