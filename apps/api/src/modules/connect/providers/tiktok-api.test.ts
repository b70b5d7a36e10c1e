import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { providerFailure } from './provider.test-support.ts';
import { TIKTOK_SCOPES } from './tiktok-api.ts';
import { movableClock, REDIRECT_URI, startTikTok, submitConsent, TIKTOK_APP } from './fakes/test-setup.ts';

let clock: ReturnType<typeof movableClock>;
let tiktok: Awaited<ReturnType<typeof startTikTok>>;

beforeEach(async () => {
  clock = movableClock();
  tiktok = await startTikTok({ clock });
});
afterEach(() => tiktok.server.close());

describe('createTikTokClient: the happy path against the fake', () => {
  it('builds the Login Kit for Web URL with every documented field', () => {
    const url = new URL(tiktok.client.authorizeUrl({ state: 'estado-tt', redirectUri: REDIRECT_URI }));
    expect(`${url.origin}${url.pathname}`).toBe(tiktok.fake.urls(tiktok.server.url).authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: TIKTOK_APP.clientKey,
      scope: 'user.info.basic,user.info.profile,user.info.stats,video.list',
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      state: 'estado-tt',
    });
    expect(url.searchParams.get('scope')?.split(',')).toEqual([...TIKTOK_SCOPES]);
  });

  it('goes from the consent page to the profile, its recent videos, a refresh and a revocation', async () => {
    const consent = await fetch(tiktok.client.authorizeUrl({ state: 'estado-tt', redirectUri: REDIRECT_URI }));
    const back = await submitConsent(tiktok.server.url, await consent.text(), { scenario: 'grant', action: 'grant' });
    expect(back.searchParams.get('state')).toBe('estado-tt');
    expect(back.searchParams.get('scopes')).toBe(TIKTOK_SCOPES.join(','));

    const tokens = await tiktok.client.exchangeCode({ code: back.searchParams.get('code') ?? '', redirectUri: REDIRECT_URI });
    const now = clock.now().getTime();
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      expiresAt: new Date(now + 86_400_000),
      refreshToken: expect.any(String),
      refreshExpiresAt: new Date(now + 31_536_000_000),
      openId: expect.stringMatching(/^demo-tt-\d+$/),
    });

    const user = await tiktok.client.fetchUser(tokens.accessToken);
    expect(user).toEqual({
      openId: tokens.openId,
      username: expect.stringMatching(/^[a-z]+\.demo\d+$/),
      displayName: expect.stringMatching(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u),
      avatarUrl: `${tiktok.server.url}/v3/demo/tiktok/avatar/${tokens.openId}.svg`,
      followers: expect.any(Number),
      likes: expect.any(Number),
      videos: expect.any(Number),
    });
    expect((await fetch(user.avatarUrl ?? '')).headers.get('content-type')).toBe('image/svg+xml');

    const recent = await tiktok.client.fetchRecentVideos(tokens.accessToken);
    expect(recent.sampled).toBe(Math.min(20, user.videos));
    expect(recent.averageLikes).toBeGreaterThan(0);

    clock.advance(2 * 86_400_000);
    expect((await providerFailure(tiktok.client.fetchUser(tokens.accessToken))).failure).toBe('token');
    const refreshed = await tiktok.client.refresh(tokens.refreshToken ?? '');
    expect(refreshed.expiresAt).toEqual(new Date(clock.now().getTime() + 86_400_000));
    // Refreshing does not extend the grant: the refresh token keeps its year.
    expect(refreshed.refreshExpiresAt).toEqual(tokens.refreshExpiresAt);
    expect((await tiktok.client.fetchUser(refreshed.accessToken)).openId).toBe(tokens.openId);

    await tiktok.client.revoke(refreshed.accessToken);
    expect((await providerFailure(tiktok.client.fetchUser(refreshed.accessToken))).failure).toBe('token');
    expect((await providerFailure(tiktok.client.refresh(refreshed.refreshToken ?? ''))).failure).toBe('token');
    expect(tiktok.control.calls()).toMatchObject({ authorize: 2, token: 3, revoke: 1, user: 4, videos: 1 });
  });

  it('averages over the videos the list answers, and none', async () => {
    const { accessToken } = tiktok.control.issueTokens({ seed: 4821 });
    const videos = [
      { id: '1', like_count: 100, comment_count: 4, create_time: 1 },
      { id: '2', like_count: 300, comment_count: 8, create_time: 2 },
    ];
    tiktok.control.failNext('videos', {
      status: 200,
      body: JSON.stringify({ data: { videos, cursor: 2, has_more: false }, error: { code: 'ok', message: '', log_id: 'x' } }),
    });
    expect(await tiktok.client.fetchRecentVideos(accessToken)).toEqual({ sampled: 2, averageLikes: 200, averageComments: 6 });
    tiktok.control.failNext('videos', {
      status: 200,
      body: JSON.stringify({ data: { videos: [], cursor: 0, has_more: false }, error: { code: 'ok', message: '', log_id: 'x' } }),
    });
    expect(await tiktok.client.fetchRecentVideos(accessToken)).toEqual({ sampled: 0, averageLikes: 0, averageComments: 0 });
  });
});
