import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import { startFakeGoogle, TEST_GOOGLE_CLIENT_ID, useFakeGoogle } from '../../auth/testing/fake-google-jwks.ts';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { lastMailTo, linkParameter, mailsTo } from '../../test/outbox.ts';
import { call, createTestApp, createTestClock, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';

const INVALID = { detail: 'Não foi possível confirmar sua conta Google. Tente novamente.', code: 'GOOGLE_INVALID' };

describe.each(testDatabases)('POST /v3/account/auth/google ($name)', (database) => {
  const context = useTestDatabase(database);
  const google = useFakeGoogle();
  const setup = () => {
    const clock = createTestClock();
    return { ...createTestApp(context.handle.db, { clock, google: google.verifier(clock) }), clock };
  };
  const signIn = (app: ReturnType<typeof setup>['app'], credential: string) => call(app, 'POST', '/v3/account/auth/google', { body: { credential } });
  const verifyToken = async (email: string) =>
    linkParameter((await lastMailTo(context.handle.db, email, 'Confirme seu e-mail na Mais Alcance')).text, 'verify_token');
  const verifiedAt = async (email: string) =>
    (await context.handle.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.email, email)))[0]?.at;

  describe('an account whose address no one proved (pre-hijack)', () => {
    it('is not joined: the owner gets a reset link, and the reset shuts the registrant out; then Google joins', async () => {
      const { app, clock } = setup();
      // Someone registers the victim's address with a password of theirs, and never proves it.
      const victimEmail = uniqueEmail('vitima');
      const squatter = await registerAccount(app, { name: 'Outra Pessoa', email: victimEmail });

      // The victim uses 'Entrar com Google' with that address.
      const refused = await signIn(app, await google.idToken(clock.now(), { email: victimEmail }));
      expect(refused.status).toBe(409);
      expect(refused.json).toEqual({
        detail: 'Já existe uma conta com este e-mail que ainda não foi confirmada. Enviamos um link para redefinir a senha e confirmar o endereço.',
        code: 'GOOGLE_ACCOUNT_UNVERIFIED',
      });
      expect(refused.json).not.toHaveProperty('access_token');
      expect(await verifiedAt(victimEmail)).toBeNull();

      // The reset link went to the address, that is, to the victim.
      const mail = await lastMailTo(context.handle.db, victimEmail, 'Redefina sua senha da Mais Alcance');
      const reset = await call(app, 'POST', '/v3/account/auth/forgot/new', {
        body: { email: victimEmail, reset_token: linkParameter(mail.text, 'reset_token'), password: 'senha-da-vitima-1' },
      });
      expect(reset.status).toBe(200);
      expect(await verifiedAt(victimEmail)).toBeInstanceOf(Date);
      // The registrant's session and password are over.
      expect((await call(app, 'GET', '/v3/account/me', { token: squatter.token })).status).toBe(401);
      expect((await call(app, 'POST', '/v3/account/auth', { body: { email: victimEmail, password: squatter.password } })).status).toBe(401);

      const joined = await signIn(app, await google.idToken(clock.now(), { email: victimEmail }));
      expect(joined.status).toBe(200);
      const me = await call(app, 'GET', '/v3/account/me', { token: String(joined.json?.['access_token']) });
      expect(me.json?.['user']).toMatchObject({ email: victimEmail });
    });

    it("goes through the recovery's limits: past them, 429 and no more mail", async () => {
      const { app, clock } = setup();
      const email = uniqueEmail('vitima');
      await registerAccount(app, { email });
      for (let i = 0; i < 5; i += 1) expect((await signIn(app, await google.idToken(clock.now(), { email }))).status).toBe(409);
      const blocked = await signIn(app, await google.idToken(clock.now(), { email }));
      expect(blocked.status).toBe(429);
      expect(blocked.json).toMatchObject({ code: 'TOO_MANY_RECOVERY_REQUESTS' });
      expect(blocked.headers.get('retry-after')).toBe('3600');
      expect(await mailsTo(context.handle.db, email, 'Redefina sua senha da Mais Alcance')).toHaveLength(5);
    });

    it('joins an account without a password (made by Google before addresses were recorded as proven), and records it proven', async () => {
      const { app, clock } = setup();
      const email = uniqueEmail('legado');
      const first = await signIn(app, await google.idToken(clock.now(), { email }));
      expect(first.status).toBe(201);
      expect(await verifiedAt(email)).toBeInstanceOf(Date);
      await context.handle.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, email));
      expect((await signIn(app, await google.idToken(clock.now(), { email }))).status).toBe(200);
      expect(await verifiedAt(email)).toBeInstanceOf(Date);
    });
  });

  it('signs a known e-mail into its existing account once its address is proven', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app, { name: 'Conta Antiga' });
    await call(app, 'POST', '/v3/account/email/verify', { token: account.token, body: { token: await verifyToken(account.email) } });
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
      emailVerifiedAt: expect.any(Date),
      pictureUrl: 'https://lh3.googleusercontent.com/a/foto-teste',
    });
    expect(row?.username).toMatch(/^gabriela_lima(_\d+)?$/);
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
