import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import { startFakeGoogle, TEST_GOOGLE_CLIENT_ID } from '../../auth/testing/fake-google-jwks.ts';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, createTestClock, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';

const INVALID = { detail: 'Não foi possível confirmar sua conta Google. Tente novamente.', code: 'GOOGLE_INVALID' };

describe.each(testDatabases)('POST /v3/account/auth/google ($name)', (database) => {
  const context = useTestDatabase(database);
  let google: Awaited<ReturnType<typeof startFakeGoogle>>;
  beforeAll(async () => {
    google = await startFakeGoogle();
  });
  afterAll(async () => {
    await google.close();
  });

  const setup = () => {
    const clock = createTestClock();
    const verifier = createGoogleIdTokenVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: google.jwksUrl, clock });
    return { ...createTestApp(context.handle.db, { clock, google: verifier }), clock };
  };
  const signIn = (app: ReturnType<typeof setup>['app'], credential: string) => call(app, 'POST', '/v3/account/auth/google', { body: { credential } });

  it('signs a known e-mail into its existing account', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app, { name: 'Conta Antiga' });
    const response = await signIn(app, await google.idToken(clock.now(), { email: account.email.toUpperCase() }));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ access_token: expect.any(String), level: 'bronze' });
    const me = await call(app, 'GET', '/v3/account/me', { token: String(response.json?.['access_token']) });
    expect(me.json?.['user']).toMatchObject({ name: 'Conta Antiga', level: 'bronze' });
  });

  it('creates a bronze account with a username for a new e-mail, without a password', async () => {
    const { app, clock } = setup();
    const email = uniqueEmail('google');
    const response = await signIn(app, await google.idToken(clock.now(), { email }));
    expect(response.status).toBe(201);
    expect(response.json?.['level']).toBe('bronze');
    const [row] = await context.handle.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      name: 'Gabriela Lima',
      level: 'bronze',
      passwordHash: null,
      pictureUrl: 'https://lh3.googleusercontent.com/a/foto-teste',
    });
    expect(row?.username).toMatch(/^gabriela-lima(-\d+)?$/);
    // The same person again: the same account, not a second one.
    const again = await signIn(app, await google.idToken(clock.now(), { email }));
    expect(again.status).toBe(200);
    expect(await context.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('refuses a token issued for another client id (audience)', async () => {
    const { app, clock } = setup();
    const response = await signIn(app, await google.idToken(clock.now(), { email: uniqueEmail(), aud: 'outro-app.apps.googleusercontent.com' }));
    expect(response.status).toBe(401);
    expect(response.json).toEqual(INVALID);
  });

  it('refuses an expired token, on the app clock', async () => {
    const { app, clock } = setup();
    const token = await google.idToken(clock.now(), { email: uniqueEmail() }, { expiresInSeconds: 600 });
    clock.advance(11 * 60 * 1000);
    const response = await signIn(app, token);
    expect(response.status).toBe(401);
    expect(response.json).toEqual(INVALID);
  });

  it("refuses a token whose signature is not Google's, and one from another issuer", async () => {
    const { app, clock } = setup();
    const forged = await google.idToken(clock.now(), { email: uniqueEmail() }, { signWith: 'stranger' });
    expect(await signIn(app, forged)).toMatchObject({ status: 401, json: INVALID });
    const otherIssuer = await google.idToken(clock.now(), { email: uniqueEmail(), iss: 'https://evil.example.com' });
    expect(await signIn(app, otherIssuer)).toMatchObject({ status: 401, json: INVALID });
    const tampered = `${forged.split('.').slice(0, 2).join('.')}.assinatura-falsa`;
    expect(await signIn(app, tampered)).toMatchObject({ status: 401, json: INVALID });
    expect(await signIn(app, 'nao-e-um-jwt')).toMatchObject({ status: 401, json: INVALID });
  });

  it('refuses an e-mail Google has not verified, and creates no account', async () => {
    const { app, clock } = setup();
    const email = uniqueEmail('naoverificado');
    const response = await signIn(app, await google.idToken(clock.now(), { email, email_verified: false }));
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ detail: 'Confirme seu e-mail na sua conta Google antes de entrar com ela.', code: 'GOOGLE_UNVERIFIED_EMAIL' });
    expect(await context.handle.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('accepts the issuer without https:// too, and fetches the keys once', async () => {
    const { app, clock } = setup();
    const before = google.requests;
    for (let i = 0; i < 3; i += 1) {
      const token = await google.idToken(clock.now(), { email: uniqueEmail(), iss: 'accounts.google.com' });
      expect((await signIn(app, token)).status).toBe(201);
    }
    expect(google.requests - before).toBe(1);
  });

  it('answers 422 without a credential and 404 when no client id is configured', async () => {
    const { app } = setup();
    const missing = await call(app, 'POST', '/v3/account/auth/google', { body: {} });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json?.['fields'] as object)).toEqual(['credential']);
    const { app: withoutGoogle } = createTestApp(context.handle.db);
    const off = await signIn(withoutGoogle, 'qualquer');
    expect(off.status).toBe(404);
    expect(off.json).toEqual({ detail: 'Entrar com Google não está disponível.', code: 'GOOGLE_UNAVAILABLE' });
  });

  it("answers 503 (not 401) when Google's keys cannot be read", async () => {
    const broken = await startFakeGoogle();
    broken.fail();
    try {
      const clock = createTestClock();
      const verifier = createGoogleIdTokenVerifier({ clientId: TEST_GOOGLE_CLIENT_ID, jwksUrl: broken.jwksUrl, clock });
      const { app } = createTestApp(context.handle.db, { clock, google: verifier });
      const response = await signIn(app, await broken.idToken(clock.now(), { email: uniqueEmail() }));
      expect(response.status).toBe(503);
      expect(response.json).toEqual({
        detail: 'Não foi possível falar com o Google agora. Tente novamente em instantes.',
        code: 'GOOGLE_KEYS_UNAVAILABLE',
      });
    } finally {
      await broken.close();
    }
  });
});
