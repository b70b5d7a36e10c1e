import { MINUTE_MS } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { reauthWithInstagram, signUpFromInstagram, useConnectFakes } from '../connect/connect.test-support.ts';
import { affiliateRegistration, proofWithPassword } from './reauth.test-support.ts';

const REQUIRED = { detail: 'Confirme que é você para continuar.', code: 'REAUTH_REQUIRED' };
const CPF = affiliateRegistration.document;

/** A seed of the fake Meta per test: its Instagram account is `demo-ig-{seed}`. */
let seeds = 0;
const newSeed = () => `r${Date.now().toString(36)}${(seeds += 1)}`;

describe.each(testDatabases)('re-authentication of an account made from Instagram ($name)', (database) => {
  const context = useTestDatabase(database);
  const fakes = useConnectFakes();
  const setup = () => fakes.app(context.handle.db);

  /** An account made from Instagram, registered in the affiliate program (its CPF and PIX key on file). */
  const instagramAffiliate = async (app: ReturnType<typeof setup>['app']) => {
    const seed = newSeed();
    const account = await signUpFromInstagram(app, fakes.meta, seed);
    expect((await call(app, 'POST', '/v3/affiliate/register', { token: account.token, body: affiliateRegistration })).status).toBe(201);
    return { ...account, seed };
  };

  it('a stolen session cannot add its own password and then confirm with it', async () => {
    const { app, clock } = setup();
    const victim = await instagramAffiliate(app);
    // Past the sign-up's own consent, which counts as a proof for as long as one lasts.
    clock.advance(10 * MINUTE_MS + 1000);
    const stolen = victim.token;
    const set = await call(app, 'POST', '/v3/account/credentials', {
      token: stolen,
      body: { email: uniqueEmail('intruso'), password: 'senha-do-intruso-1' },
    });
    expect([set.status, set.json]).toEqual([403, REQUIRED]);
    // Nor a new e-mail.
    expect((await call(app, 'POST', '/v3/account/email', { token: stolen, body: { email: uniqueEmail('intruso') } })).json).toEqual(REQUIRED);
    // So no password to confirm with, and nothing whole to read.
    const reauth = await call(app, 'POST', '/v3/account/reauth', { token: stolen, body: { password: 'senha-do-intruso-1' } });
    expect(reauth.json?.['code']).toBe('PASSWORD_NOT_SET');
    const exported = await call(app, 'GET', '/v3/account/export', { token: stolen });
    expect([exported.status, exported.text.includes(CPF)]).toEqual([403, false]);
    expect((await call(app, 'GET', '/v3/affiliate/me/full', { token: stolen })).json).toEqual(REQUIRED);
  });

  it('a fresh consent of the same Instagram is the proof: the export, then a first e-mail and password', async () => {
    const { app } = setup();
    const ana = await instagramAffiliate(app);
    const me = await call(app, 'GET', '/v3/account/me', { token: ana.token });
    expect(me.json?.['user']).toMatchObject({ has_password: false, reauth_methods: ['instagram'] });
    const { answer, proof, authorizeUrl } = await reauthWithInstagram(app, fakes.meta, ana.token, ana.seed);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('http://localhost:3000/account/confirm-instagram');
    expect([answer.status, answer.json?.['expires_in']]).toEqual([200, 600]);
    const headers = { 'x-reauth': String(proof) };
    const exported = await call(app, 'GET', '/v3/account/export', { token: ana.token, headers });
    expect(exported.status).toBe(200);
    expect(exported.text).toContain(CPF);
    expect((await call(app, 'GET', '/v3/affiliate/me/full', { token: ana.token, headers })).json).toMatchObject({ document: CPF });
    // With the proof, the owner adds an e-mail and a password; from then on, the password is the way.
    const email = uniqueEmail('ana');
    const set = await call(app, 'POST', '/v3/account/credentials', { token: ana.token, body: { email, password: 'senha-da-ana-123' }, headers });
    expect(set.status).toBe(204);
    expect((await call(app, 'GET', '/v3/account/me', { token: ana.token })).json?.['user']).toMatchObject({ reauth_methods: ['password'] });
    expect(await proofWithPassword(app, ana.token, 'senha-da-ana-123')).toBeTruthy();
    const instagramAgain = await call(app, 'POST', '/v3/account/reauth/instagram', { token: ana.token });
    expect(instagramAgain.json?.['code']).toBe('PASSWORD_ALREADY_SET');
  });

  it('refuses the consent of another Instagram account, a replayed state, another session’s state and an old one', async () => {
    const { app, clock } = setup();
    const ana = await instagramAffiliate(app);
    const other = await reauthWithInstagram(app, fakes.meta, ana.token, newSeed());
    expect([other.answer.status, other.answer.json]).toEqual([
      403,
      {
        code: 'REAUTH_INSTAGRAM_MISMATCH',
        detail: 'Essa conta do Instagram não é a deste perfil. Entre no Instagram com a conta ligada à Mais Alcance e tente de novo.',
      },
    ]);
    expect(other.answer.text).not.toContain('proof');

    // The state is good once, even for the right Instagram afterwards.
    const first = await reauthWithInstagram(app, fakes.meta, ana.token, ana.seed);
    expect(first.answer.status).toBe(200);
    const code = fakes.meta.control.issueCode({ redirectUri: 'http://localhost:3000/account/confirm-instagram', seed: ana.seed });
    const replayed = await call(app, 'POST', '/v3/account/reauth', {
      token: ana.token,
      body: { instagram_code: code, instagram_state: first.state },
    });
    expect([replayed.status, replayed.json?.['code']]).toEqual([400, 'CONNECT_STATE_INVALID']);

    // Bound to the session that asked: another session of the same account cannot spend it.
    const started = await call(app, 'POST', '/v3/account/reauth/instagram', { token: ana.token });
    const state = new URL(String(started.json?.['authorize_url'])).searchParams.get('state') ?? '';
    const otherSession = await signUpFromInstagram(app, fakes.meta, newSeed());
    const stolenState = await call(app, 'POST', '/v3/account/reauth', {
      token: otherSession.token,
      body: { instagram_code: code, instagram_state: state },
    });
    expect(stolenState.json?.['code']).toBe('CONNECT_STATE_INVALID');

    // A connection's state is no re-authentication's, nor the reverse.
    const connectStart = await call(app, 'POST', '/v3/connect/instagram/authorize', { token: ana.token });
    const connectState = new URL(String(connectStart.json?.['authorize_url'])).searchParams.get('state') ?? '';
    const crossed = await call(app, 'POST', '/v3/account/reauth', {
      token: ana.token,
      body: { instagram_code: code, instagram_state: connectState },
    });
    expect(crossed.json?.['code']).toBe('CONNECT_STATE_INVALID');
    const reverse = await call(app, 'GET', `/v3/connect/instagram-api?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
      token: ana.token,
    });
    expect(reverse.json?.['code']).toBe('CONNECT_STATE_INVALID');

    // Ten minutes.
    const late = await call(app, 'POST', '/v3/account/reauth/instagram', { token: ana.token });
    const lateState = new URL(String(late.json?.['authorize_url'])).searchParams.get('state') ?? '';
    clock.advance(10 * MINUTE_MS + 1000);
    const lateCode = fakes.meta.control.issueCode({ redirectUri: 'http://localhost:3000/account/confirm-instagram', seed: ana.seed });
    const expired = await call(app, 'POST', '/v3/account/reauth', {
      token: ana.token,
      body: { instagram_code: lateCode, instagram_state: lateState },
    });
    expect(expired.json?.['code']).toBe('CONNECT_STATE_INVALID');
  });

  it('lets the sign-up’s own consent count for 10 minutes: the congratulations page adds the e-mail and password', async () => {
    const { app, clock } = setup();
    const ana = await signUpFromInstagram(app, fakes.meta, newSeed());
    clock.advance(9 * MINUTE_MS);
    const set = await call(app, 'POST', '/v3/account/credentials', {
      token: ana.token,
      body: { email: uniqueEmail('ana'), password: 'senha-da-ana-123' },
    });
    expect(set.status).toBe(204);
  });

  it('needs a session, and is the way of accounts made from Instagram only', async () => {
    const { app } = setup();
    expect((await call(app, 'POST', '/v3/account/reauth/instagram')).status).toBe(401);
    expect((await call(app, 'POST', '/v3/account/reauth', { body: { instagram_code: 'x', instagram_state: 'y' } })).status).toBe(401);
    // An account with a proven address (or a password) never confirms with an Instagram it connected.
    const email = uniqueEmail('senha');
    const registered = await call(app, 'POST', '/v3/account/register', { body: { name: 'Bia', email, password: 'senha-da-bia-123' } });
    const token = String(registered.json?.['access_token']);
    expect((await call(app, 'POST', '/v3/account/reauth/instagram', { token })).json?.['code']).toBe('PASSWORD_ALREADY_SET');
  });

  it('starts at most 5 times an hour per account', async () => {
    const { app } = setup();
    const ana = await instagramAffiliate(app);
    for (let i = 0; i < 5; i += 1) {
      const started = await call(app, 'POST', '/v3/account/reauth/instagram', {
        token: ana.token,
        headers: { 'x-forwarded-for': `198.51.100.${60 + i}` },
      });
      expect(started.status).toBe(200);
    }
    const sixth = await call(app, 'POST', '/v3/account/reauth/instagram', { token: ana.token, headers: { 'x-forwarded-for': '198.51.100.99' } });
    expect([sixth.status, sixth.json?.['code']]).toEqual([429, 'TOO_MANY_REAUTH_INSTAGRAM']);
    expect(sixth.headers.get('retry-after')).toBeTruthy();
  });

  it('keeps the Instagram that proves the account: no disconnecting it, no connecting another in its place', async () => {
    const { app } = setup();
    const ana = await instagramAffiliate(app);
    const removed = await call(app, 'DELETE', '/v3/connect/instagram', { token: ana.token });
    expect([removed.status, removed.json?.['code']]).toEqual([409, 'INSTAGRAM_IS_THE_PROOF']);
    // The private picker, with a grant of another Instagram account.
    const started = await call(app, 'POST', '/v3/connect/instagram/authorize', { token: ana.token });
    const state = new URL(String(started.json?.['authorize_url'])).searchParams.get('state') ?? '';
    const code = fakes.meta.control.issueCode({ redirectUri: 'http://localhost:3000/media-kit/connect/instagram-api', seed: newSeed() });
    const grant = await call(app, 'GET', `/v3/connect/instagram-api?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
      token: ana.token,
    });
    const picker = String(grant.json?.['access_token']);
    const profiles = await call(app, 'GET', `/v3/connect/instagram/profiles?access_token=${encodeURIComponent(picker)}`, { token: ana.token });
    const [profile] = profiles.json?.['profiles'] as { username: string }[];
    const replaced = await call(app, 'POST', '/v3/connect/instagram', {
      token: ana.token,
      body: { access_token: picker, username: profile?.username },
    });
    expect([replaced.status, replaced.json?.['code']]).toEqual([409, 'INSTAGRAM_IS_THE_PROOF']);
    // Its own Instagram still proves it.
    expect((await reauthWithInstagram(app, fakes.meta, ana.token, ana.seed)).answer.status).toBe(200);
  });
});
