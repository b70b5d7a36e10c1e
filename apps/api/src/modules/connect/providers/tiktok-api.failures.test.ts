import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureLog } from './provider.test-support.ts';
import { createTikTokClient } from './tiktok-api.ts';
import { DEMO_SECRET, movableClock, REDIRECT_URI, startTikTok, TIKTOK_APP } from './fakes/test-setup.ts';

let clock: ReturnType<typeof movableClock>;
let tiktok: Awaited<ReturnType<typeof startTikTok>>;
let tokens: { accessToken: string; refreshToken: string };
/** Every error the tests saw: none may carry a token, a code or a secret. */
const { secrets, failureOf, expectNoSecretShown } = failureLog([TIKTOK_APP.clientSecret, DEMO_SECRET]);

beforeEach(async () => {
  clock = movableClock();
  tiktok = await startTikTok({ clock, timeoutMs: 200 });
  tokens = tiktok.control.issueTokens({ seed: 4821 });
  secrets.push(tokens.accessToken, tokens.refreshToken);
});
afterEach(() => tiktok.server.close());

describe('createTikTokClient: failures', () => {
  it("maps a refused code or refresh token (invalid_grant) to 'token'", async () => {
    const expired = tiktok.control.issueCode({ scenario: 'expired_code', redirectUri: REDIRECT_URI });
    secrets.push(expired);
    const refused = await failureOf(tiktok.client.exchangeCode({ code: expired, redirectUri: REDIRECT_URI }));
    expect(refused).toMatchObject({ provider: 'tiktok', failure: 'token' });
    expect(refused.message).toMatch(/^TikTok POST \/v2\/oauth\/token\/: token \(HTTP 400, error invalid_grant, log_id \w+\)$/);

    const code = tiktok.control.issueCode({ redirectUri: REDIRECT_URI });
    secrets.push(code);
    expect((await failureOf(tiktok.client.exchangeCode({ code, redirectUri: 'http://localhost:3000/outro' }))).failure).toBe('token');
    await tiktok.client.exchangeCode({ code, redirectUri: REDIRECT_URI });
    expect((await failureOf(tiktok.client.exchangeCode({ code, redirectUri: REDIRECT_URI }))).failure).toBe('token');
    expect((await failureOf(tiktok.client.refresh('rft.nao-existe'))).failure).toBe('token');
    clock.advance(366 * 86_400_000);
    expect((await failureOf(tiktok.client.refresh(tokens.refreshToken))).failure).toBe('token');
  });

  it("maps 'Instabilidade no TikTok', a 5xx and a wrong client secret to 'unavailable'", async () => {
    const down = tiktok.control.issueCode({ scenario: 'unavailable', redirectUri: REDIRECT_URI });
    expect((await failureOf(tiktok.client.exchangeCode({ code: down, redirectUri: REDIRECT_URI }))).failure).toBe('unavailable');
    tiktok.control.failNext('user', { status: 500 });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('unavailable');
    tiktok.control.failNext('user', { status: 503, body: 'Service Unavailable' });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('unavailable');
    const misconfigured = createTikTokClient({ ...TIKTOK_APP, clientSecret: 'outro', ...tiktok.fake.urls(tiktok.server.url), clock });
    expect((await failureOf(misconfigured.refresh(tokens.refreshToken))).failure).toBe('unavailable');
  });

  it("maps access_token_invalid and scope_not_authorized to 'token'", async () => {
    tiktok.control.failNext('user', { status: 401, code: 'access_token_invalid' });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('token');
    tiktok.control.failNext('videos', { status: 401, code: 'scope_not_authorized' });
    expect((await failureOf(tiktok.client.fetchRecentVideos(tokens.accessToken))).failure).toBe('token');
    // An error code in a 200 is still an error.
    tiktok.control.failNext('user', { status: 200, code: 'access_token_invalid' });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('token');
  });

  it("maps rate_limit_exceeded (429) to 'rate_limited' with Retry-After", async () => {
    tiktok.control.failNext('videos', { status: 429, headers: { 'retry-after': '12' } });
    expect(await failureOf(tiktok.client.fetchRecentVideos(tokens.accessToken))).toMatchObject({ failure: 'rate_limited', retryAfterMs: 12_000 });
    tiktok.control.failNext('token', { status: 429 });
    expect(await failureOf(tiktok.client.refresh(tokens.refreshToken))).toMatchObject({ failure: 'rate_limited', retryAfterMs: undefined });
  });

  it("maps a timeout, malformed JSON and a wrong shape to 'unavailable'", async () => {
    tiktok.control.setLatency(600, 'user');
    const slow = await failureOf(tiktok.client.fetchUser(tokens.accessToken));
    expect(slow.message).toContain('no answer within 200 ms');
    tiktok.control.setLatency(0);

    tiktok.control.failNext('videos', { status: 200, body: '{"data": {"videos": [' });
    expect((await failureOf(tiktok.client.fetchRecentVideos(tokens.accessToken))).failure).toBe('unavailable');
    tiktok.control.failNext('user', { status: 200, body: JSON.stringify({ data: { user: { open_id: 'x' } }, error: { code: 'ok' } }) });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('unavailable');
    tiktok.control.failNext('token', { status: 200, body: JSON.stringify({ access_token: 'act.x' }) });
    expect((await failureOf(tiktok.client.refresh(tokens.refreshToken))).failure).toBe('unavailable');
  });

  it('puts no token, code or secret in a message', async () => {
    const echo = { data: {}, error: { code: 'access_token_invalid', message: `Token ${tokens.accessToken} is invalid`, log_id: 'L1' } };
    tiktok.control.failNext('user', { status: 401, body: JSON.stringify(echo) });
    expect((await failureOf(tiktok.client.fetchUser(tokens.accessToken))).message).toBe(
      'TikTok GET /v2/user/info/: token (HTTP 401, error access_token_invalid, log_id L1)',
    );

    expectNoSecretShown(/client_secret|Bearer|demo\./);
  });
});
