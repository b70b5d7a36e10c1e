import { MINUTE_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGoogleIdTokenVerifier } from '../../auth/google-id-token.ts';
import { startFakeGoogle, TEST_GOOGLE_CLIENT_ID } from '../../auth/testing/fake-google-jwks.ts';
import { users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, createTestClock, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { affiliateRegistration, proofWithPassword, requestCode } from './reauth.test-support.ts';

const REQUIRED = { detail: 'Confirme que é você para continuar.', code: 'REAUTH_REQUIRED' };
const CPF = affiliateRegistration.document;

describe.each(testDatabases)('re-authentication ($name)', (database) => {
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
  type Setup = ReturnType<typeof setup>;

  /** An account with a password, registered in the affiliate program. */
  const affiliateWithPassword = async ({ app }: Setup) => {
    const account = await registerAccount(app);
    expect((await call(app, 'POST', '/v3/affiliate/register', { token: account.token, body: affiliateRegistration })).status).toBe(201);
    return account;
  };

  /** An account made with Google: no password, its address proven. */
  const googleAccount = async ({ app, clock }: Setup) => {
    const email = uniqueEmail('google');
    const signedUp = await call(app, 'POST', '/v3/account/auth/google', { body: { credential: await google.idToken(clock.now(), { email }) } });
    expect(signedUp.status).toBe(201);
    return { email, token: String(signedUp.json?.['access_token']) };
  };

  const withProof = (proof: string) => ({ 'x-reauth': proof });

  describe('what a session alone must not do', () => {
    it('reads neither the export nor the full CPF, phone and PIX key; with a proof, both, whole', async () => {
      const setupped = setup();
      const { app } = setupped;
      const account = await affiliateWithPassword(setupped);

      const exported = await call(app, 'GET', '/v3/account/export', { token: account.token });
      expect([exported.status, exported.json]).toEqual([403, REQUIRED]);
      expect(exported.text).not.toContain(CPF);
      const full = await call(app, 'GET', '/v3/affiliate/me/full', { token: account.token });
      expect([full.status, full.json]).toEqual([403, REQUIRED]);
      // The profile the edit page reads shows the phone masked, as it does the CPF and the PIX key.
      const me = await call(app, 'GET', '/v3/affiliate/me', { token: account.token });
      expect([me.status, me.json?.['affiliate']]).toMatchObject([200, { phone_masked: '(71) *****-4321' }]);
      expect(me.text).not.toMatch(/98765|52998224725|ana\.pix/);

      const proof = await proofWithPassword(app, account.token, account.password);
      const allowed = await call(app, 'GET', '/v3/account/export', { token: account.token, headers: withProof(proof) });
      expect(allowed.status).toBe(200);
      // Complete once re-authenticated (LGPD portability).
      expect(allowed.text).toContain(CPF);
      expect(allowed.text).toContain('ana.pix@example.com');
      const whole = await call(app, 'GET', '/v3/affiliate/me/full', { token: account.token, headers: withProof(proof) });
      expect([whole.status, whole.json]).toEqual([200, { document: CPF, phone: '+5571987654321', pix_key: 'ana.pix@example.com' }]);
    });

    it('on an account without a password: no e-mail change, PIX or CPF change, password or deletion on the session alone', async () => {
      const setupped = setup();
      const { app } = setupped;
      const account = await googleAccount(setupped);
      const as = (method: string, path: string, body: unknown) => call(app, method, path, { token: account.token, body });
      expect((await as('POST', '/v3/affiliate/register', affiliateRegistration)).status).toBe(201);

      for (const [method, path, body] of [
        ['POST', '/v3/account/email', { email: uniqueEmail('intruso') }],
        [
          'PATCH',
          '/v3/affiliate/me',
          { full_name: 'Ana Clara Souza', phone: '(71) 98765-4321', pix_key_type: 'email', pix_key: 'intruso@example.com' },
        ],
        ['PATCH', '/v3/affiliate/me', { full_name: 'Ana Clara Souza', phone: '(71) 98765-4321', document: '11144477735' }],
        ['POST', '/v3/account/credentials', { email: account.email, password: 'senha-do-intruso-1' }],
        ['POST', '/v3/account/delete', { confirmation: 'EXCLUIR' }],
      ] as const) {
        const refused = await as(method, path, body);
        expect([path, refused.status, refused.json]).toEqual([path, 403, REQUIRED]);
      }
      // The account is still there, unchanged.
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(200);
      const proof = await proofWithCode(setupped, account);
      const asProven = (method: string, path: string, body: unknown) =>
        call(app, method, path, { token: account.token, body, headers: withProof(proof) });
      const pix = await asProven('PATCH', '/v3/affiliate/me', {
        full_name: 'Ana Clara Souza',
        phone: '(71) 98765-4321',
        pix_key_type: 'email',
        pix_key: 'nova@example.com',
      });
      expect(pix.status).toBe(200);
      expect((await asProven('POST', '/v3/account/email', { email: uniqueEmail('nova') })).status).toBe(202);
      expect((await asProven('POST', '/v3/account/delete', { confirmation: 'EXCLUIR' })).status).toBe(204);
      expect((await call(app, 'GET', '/v3/account/me', { token: account.token })).status).toBe(401);
    });

    it('on an account with a password, the password typed in the form still counts as re-authentication', async () => {
      const setupped = setup();
      const account = await affiliateWithPassword(setupped);
      const changed = await call(setupped.app, 'PATCH', '/v3/affiliate/me', {
        token: account.token,
        body: {
          full_name: 'Ana Clara Souza',
          phone: '(71) 98765-4321',
          pix_key_type: 'email',
          pix_key: 'nova@example.com',
          password: account.password,
        },
      });
      expect(changed.status).toBe(200);
      const deleted = await call(setupped.app, 'POST', '/v3/account/delete', {
        token: account.token,
        body: { password: account.password, confirmation: 'EXCLUIR' },
      });
      expect(deleted.status).toBe(204);
    });
  });

  describe('the proof', () => {
    it('is good for its own account only, is no session, and a session is no proof', async () => {
      const { app } = setup();
      const ana = await registerAccount(app);
      const bia = await registerAccount(app);
      const anasProof = await proofWithPassword(app, ana.token, ana.password);

      expect((await call(app, 'GET', '/v3/account/export', { token: bia.token, headers: withProof(anasProof) })).json).toEqual(REQUIRED);
      expect((await call(app, 'GET', '/v3/account/export', { token: bia.token, headers: withProof(bia.token) })).json).toEqual(REQUIRED);
      expect((await call(app, 'GET', '/v3/account/export', { token: ana.token, headers: withProof(ana.token) })).json).toEqual(REQUIRED);
      // A proof in the place of a session opens nothing.
      expect((await call(app, 'GET', '/v3/account/me', { token: anasProof })).status).toBe(401);
      expect((await call(app, 'GET', '/v3/account/export', { token: anasProof, headers: withProof(anasProof) })).status).toBe(401);
    });

    it('lasts 10 minutes, and ends with a password change', async () => {
      const { app, clock } = setup();
      const ana = await registerAccount(app);
      const proof = await proofWithPassword(app, ana.token, ana.password);
      clock.advance(10 * MINUTE_MS + 1000);
      expect((await call(app, 'GET', '/v3/account/export', { token: ana.token, headers: withProof(proof) })).json).toEqual(REQUIRED);

      const fresh = await proofWithPassword(app, ana.token, ana.password);
      const changed = await call(app, 'POST', '/v3/account/password', {
        token: ana.token,
        body: { current_password: ana.password, new_password: 'outra-senha-segura-9' },
      });
      expect(changed.status).toBe(200);
      const token = String(changed.json?.['access_token']);
      expect((await call(app, 'GET', '/v3/account/export', { token, headers: withProof(fresh) })).json).toEqual(REQUIRED);
    });
  });

  describe('with the password', () => {
    it('counts a wrong one against the sign-in limits: a flood ends in 429, and the sign-in from there is refused too', async () => {
      const { app } = setup();
      const ana = await registerAccount(app);
      const address = '198.51.100.77';
      const reauth = (password: string) =>
        call(app, 'POST', '/v3/account/reauth', { token: ana.token, body: { password }, headers: { 'x-forwarded-for': address } });
      const wrong = await reauth('senha-errada');
      expect([wrong.status, wrong.json?.['code'], wrong.json?.['fields']]).toEqual([
        422,
        'CURRENT_PASSWORD_WRONG',
        { password: 'Senha atual incorreta.' },
      ]);
      for (let i = 1; i < 10; i += 1) expect((await reauth('senha-errada')).status).toBe(422);
      const flooded = await reauth(ana.password);
      expect([flooded.status, flooded.json?.['code']]).toEqual([429, 'TOO_MANY_LOGIN_ATTEMPTS']);
      expect(flooded.headers.get('retry-after')).toBeTruthy();
      // The same counters as sign-in's.
      const signIn = await call(app, 'POST', '/v3/account/auth', {
        body: { email: ana.email, password: ana.password },
        headers: { 'x-forwarded-for': address },
      });
      expect(signIn.status).toBe(429);
    });

    it('is the way of an account that has one: neither a code nor Google', async () => {
      const { app, clock } = setup();
      const ana = await registerAccount(app);
      expect((await call(app, 'POST', '/v3/account/reauth/code', { token: ana.token })).json?.['code']).toBe('PASSWORD_ALREADY_SET');
      const credential = await google.idToken(clock.now(), { email: ana.email });
      expect((await call(app, 'POST', '/v3/account/reauth', { token: ana.token, body: { google_credential: credential } })).json?.['code']).toBe(
        'PASSWORD_ALREADY_SET',
      );
    });
  });

  /** A proof for a password-less account, through a mailed code. */
  const proofWithCode = async ({ app }: Setup, account: { token: string; email: string }) => {
    const { challenge, code } = await requestCode(app, context.handle.db, account.token, account.email);
    const proven = await call(app, 'POST', '/v3/account/reauth', { token: account.token, body: { challenge, code } });
    expect(proven.status).toBe(200);
    return String(proven.json?.['proof']);
  };

  describe('with a code mailed to the proven address', () => {
    it('gives a proof once, for its own account, within 5 attempts and 10 minutes', async () => {
      const setupped = setup();
      const { app, clock } = setupped;
      const ana = await googleAccount(setupped);
      const bia = await googleAccount(setupped);
      const { challenge, code, response } = await requestCode(app, context.handle.db, ana.token, ana.email);
      expect(response.json).toMatchObject({ expires_in: 600 });
      expect(response.json?.['email']).not.toBe(ana.email);
      expect(response.text).not.toContain(code);
      const send = (token: string, body: unknown) => call(app, 'POST', '/v3/account/reauth', { token, body });

      // Another account's session cannot use it.
      expect((await send(bia.token, { challenge, code })).json?.['code']).toBe('REAUTH_CODE_EXPIRED');
      const wrongCode = code === '000000' ? '111111' : '000000';
      expect((await send(ana.token, { challenge, code: wrongCode })).json?.['code']).toBe('REAUTH_CODE_WRONG');
      const proven = await send(ana.token, { challenge, code });
      expect(proven.status).toBe(200);
      expect((await call(app, 'GET', '/v3/account/export', { token: ana.token, headers: withProof(String(proven.json?.['proof'])) })).status).toBe(
        200,
      );
      // Used once.
      expect((await send(ana.token, { challenge, code })).json?.['code']).toBe('REAUTH_CODE_EXPIRED');

      // Five guesses per code, then it is over, even for the right one.
      const second = await requestCode(app, context.handle.db, ana.token, ana.email);
      const other = second.code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1)
        expect((await send(ana.token, { challenge: second.challenge, code: other })).json?.['code']).toBe('REAUTH_CODE_WRONG');
      expect((await send(ana.token, { challenge: second.challenge, code: second.code })).json?.['code']).toBe('REAUTH_CODE_EXPIRED');

      // Ten minutes.
      const third = await requestCode(app, context.handle.db, ana.token, ana.email);
      clock.advance(10 * MINUTE_MS + 1000);
      expect((await send(ana.token, { challenge: third.challenge, code: third.code })).json?.['code']).toBe('REAUTH_CODE_EXPIRED');
    });

    it('mails at most 5 codes an hour per account', async () => {
      const setupped = setup();
      const ana = await googleAccount(setupped);
      for (let i = 0; i < 5; i += 1) await requestCode(setupped.app, context.handle.db, ana.token, ana.email, `198.51.100.${40 + i}`);
      const sixth = await call(setupped.app, 'POST', '/v3/account/reauth/code', {
        token: ana.token,
        headers: { 'x-forwarded-for': '198.51.100.99' },
      });
      expect([sixth.status, sixth.json?.['code']]).toEqual([429, 'TOO_MANY_REAUTH_CODES']);
    });

    it('is not sent where no address is proven: an account made from Instagram without one', async () => {
      const setupped = setup();
      const ana = await googleAccount(setupped);
      // As an account made from Instagram is: neither a password nor an address.
      await context.handle.db.update(users).set({ email: null, emailVerifiedAt: null }).where(eq(users.email, ana.email));
      const refused = await call(setupped.app, 'POST', '/v3/account/reauth/code', { token: ana.token });
      expect([refused.status, refused.json?.['code']]).toEqual([409, 'REAUTH_UNAVAILABLE']);
    });
  });

  describe('with Google', () => {
    it('takes a fresh credential of the account’s own address only', async () => {
      const setupped = setup();
      const { app, clock } = setupped;
      const ana = await googleAccount(setupped);
      const send = (credential: string) => call(app, 'POST', '/v3/account/reauth', { token: ana.token, body: { google_credential: credential } });

      const someoneElse = await send(await google.idToken(clock.now(), { email: uniqueEmail('outra') }));
      expect([someoneElse.status, someoneElse.json?.['code']]).toEqual([403, 'REAUTH_GOOGLE_INVALID']);
      const forged = await send(await google.idToken(clock.now(), { email: ana.email }, { signWith: 'stranger' }));
      expect([forged.status, forged.json?.['code']]).toEqual([403, 'REAUTH_GOOGLE_INVALID']);
      const old = await google.idToken(new Date(clock.now().getTime() - 20 * MINUTE_MS), { email: ana.email }, { expiresInSeconds: 3600 });
      expect((await send(old)).json?.['code']).toBe('REAUTH_GOOGLE_INVALID');

      const proven = await send(await google.idToken(clock.now(), { email: ana.email }));
      expect(proven.status).toBe(200);
      expect((await call(app, 'GET', '/v3/account/export', { token: ana.token, headers: withProof(String(proven.json?.['proof'])) })).status).toBe(
        200,
      );
    });
  });
});
