import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMetaGraphClient } from './meta-graph.ts';
import { failureLog } from './provider.test-support.ts';
import { DEMO_SECRET, META_APP, movableClock, REDIRECT_URI, startMeta } from './fakes/test-setup.ts';
import { startFake } from './fakes/serve.ts';
import { createFakeMeta } from './fakes/fake-meta.ts';

let clock: ReturnType<typeof movableClock>;
let meta: Awaited<ReturnType<typeof startMeta>>;
let token: string;
/** Every error the tests saw: none may carry a token, a code or a secret. */
const { secrets, failureOf, expectNoSecretShown } = failureLog([META_APP.appSecret, DEMO_SECRET]);

beforeEach(async () => {
  clock = movableClock();
  meta = await startMeta({ clock, timeoutMs: 200 });
  token = meta.control.issueToken({ seed: 4821 });
  secrets.push(token);
});
afterEach(() => meta.server.close());

describe('createMetaGraphClient: failures', () => {
  it("maps a refused code to 'token': expired, used, or for another redirect_uri", async () => {
    const code = meta.control.issueCode({ redirectUri: REDIRECT_URI });
    secrets.push(code);
    const other = await failureOf(meta.client.exchangeCode({ code, redirectUri: 'http://localhost:3000/outro' }));
    expect(other).toMatchObject({ provider: 'meta', failure: 'token' });
    expect(other.message).toContain('code 100/36008');

    await meta.client.exchangeCode({ code, redirectUri: REDIRECT_URI });
    expect((await failureOf(meta.client.exchangeCode({ code, redirectUri: REDIRECT_URI }))).message).toContain('code 100/36009');

    const late = meta.control.issueCode({ redirectUri: REDIRECT_URI });
    clock.advance(11 * 60_000);
    expect((await failureOf(meta.client.exchangeCode({ code: late, redirectUri: REDIRECT_URI }))).failure).toBe('token');
    expect((await failureOf(meta.client.exchangeCode({ code: 'nao-e-um-codigo', redirectUri: REDIRECT_URI }))).failure).toBe('token');
  });

  it("maps 190 and an expired long-lived token to 'token'", async () => {
    meta.control.failNext('accounts', { status: 400, code: 190 });
    expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('token');
    clock.advance(61 * 24 * 3_600_000);
    const expired = await failureOf(meta.client.fetchStats(token, 'demo-ig-4821'));
    expect(expired.failure).toBe('token');
    expect(expired.message).toContain('code 190/463');
  });

  it("maps a wrong app secret to 'unavailable' (our configuration, not the person's grant)", async () => {
    const client = createMetaGraphClient({ ...META_APP, appSecret: 'outro-segredo', ...meta.fake.urls(meta.server.url), clock });
    const code = meta.control.issueCode({ redirectUri: REDIRECT_URI });
    expect((await failureOf(client.exchangeCode({ code, redirectUri: REDIRECT_URI }))).failure).toBe('unavailable');
  });

  it("maps throttling to 'rate_limited' with the wait Meta asks for", async () => {
    meta.control.failNext('accounts', { status: 429, headers: { 'retry-after': '30' } });
    expect(await failureOf(meta.client.listAccounts(token))).toMatchObject({ failure: 'rate_limited', retryAfterMs: 30_000 });

    const usage = JSON.stringify({
      '1234': [{ type: 'instagram', call_count: 100, total_cputime: 20, total_time: 30, estimated_time_to_regain_access: 5 }],
    });
    meta.control.failNext('media', { status: 400, code: 80002, headers: { 'x-business-use-case-usage': usage } });
    expect(await failureOf(meta.client.fetchStats(token, 'demo-ig-4821'))).toMatchObject({ failure: 'rate_limited', retryAfterMs: 300_000 });

    meta.control.failNext('insights', { status: 403, code: 4, headers: { 'x-app-usage': '{"call_count":100,"total_cputime":3,"total_time":4}' } });
    const app = await failureOf(meta.client.fetchAudience(token, 'demo-ig-4821'));
    expect(app).toMatchObject({ failure: 'rate_limited', retryAfterMs: undefined });

    for (const code of [17, 32, 613]) {
      meta.control.failNext('accounts', { status: 400, code });
      expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('rate_limited');
    }
  });

  it("maps a 5xx, a timeout, a network failure and a wrong answer to 'unavailable'", async () => {
    meta.control.failNext('accounts', { status: 500 });
    expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('unavailable');
    meta.control.failNext('accounts', { status: 502, body: '<html>Bad Gateway</html>' });
    expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('unavailable');

    meta.control.setLatency(600, 'account');
    const slow = await failureOf(meta.client.fetchStats(token, 'demo-ig-4821'));
    expect(slow).toMatchObject({ failure: 'unavailable' });
    expect(slow.message).toContain('no answer within 200 ms');
    meta.control.setLatency(0, 'account');

    meta.control.failNext('accounts', { status: 200, body: '{"data": [' });
    expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('unavailable');
    meta.control.failNext('accounts', { status: 200, body: '{"data": "nada"}' });
    expect((await failureOf(meta.client.listAccounts(token))).failure).toBe('unavailable');
    meta.control.failNext('permissions', { status: 200, body: '{"success": false}' });
    expect((await failureOf(meta.client.revoke(token))).failure).toBe('unavailable');

    const closed = await startFake(createFakeMeta({ ...META_APP, secret: DEMO_SECRET }).app);
    await closed.close();
    const offline = createMetaGraphClient({ ...META_APP, loginUrl: `${closed.url}/dialog/oauth`, graphUrl: `${closed.url}/graph`, clock });
    const network = await failureOf(offline.listAccounts(token));
    expect(network).toMatchObject({ failure: 'unavailable' });
    expect(network.message).toMatch(/network failure/);
  });

  it('puts no token, code or secret in a message, even when Graph echoes the token', async () => {
    const echo = { error: { message: `Malformed access token ${token}`, type: 'OAuthException', code: 190, fbtrace_id: 'AbC123' } };
    meta.control.failNext('accounts', { status: 400, body: JSON.stringify(echo) });
    const error = await failureOf(meta.client.listAccounts(token));
    expect(error.message).toBe('Meta GET /me/accounts: token (HTTP 400, code 190, OAuthException, fbtrace_id AbC123)');

    expectNoSecretShown(/access_token=|appsecret_proof|client_secret|demo\./);
  });
});
