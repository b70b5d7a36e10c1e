import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { META_SCOPES } from './meta-graph.ts';
import { providerFailure } from './provider.test-support.ts';
import { META_APP, movableClock, REDIRECT_URI, startMeta, submitConsent } from './fakes/test-setup.ts';

let clock: ReturnType<typeof movableClock>;
let meta: Awaited<ReturnType<typeof startMeta>>;

beforeEach(async () => {
  clock = movableClock();
  // One page per answer: listing the two pages of a grant needs the paging.
  meta = await startMeta({ clock, fake: { maxPageSize: 1 } });
});
afterEach(() => meta.server.close());

describe('createMetaGraphClient: the happy path against the fake', () => {
  it('builds the Facebook Login for Business URL with every documented field', () => {
    const url = new URL(meta.client.authorizeUrl({ state: 'estado-123', redirectUri: REDIRECT_URI }));
    expect(`${url.origin}${url.pathname}`).toBe(meta.fake.urls(meta.server.url).loginUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: META_APP.appId,
      redirect_uri: REDIRECT_URI,
      state: 'estado-123',
      response_type: 'code',
      scope: 'pages_show_list,pages_read_engagement,business_management,instagram_basic,instagram_manage_insights',
    });
    expect(url.searchParams.get('scope')?.split(',')).toEqual([...META_SCOPES]);
  });

  it('goes from the consent page to two Instagram accounts, their stats and the audience of the grown one', async () => {
    const consent = await fetch(meta.client.authorizeUrl({ state: 'estado-123', redirectUri: REDIRECT_URI }));
    expect(consent.status).toBe(200);
    const back = await submitConsent(meta.server.url, await consent.text(), { scenario: 'grant', action: 'grant' });
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/conexoes/retorno');
    expect(back.searchParams.get('state')).toBe('estado-123');
    expect(back.searchParams.get('rede')).toBe('x');
    const code = back.searchParams.get('code') ?? '';

    const tokens = await meta.client.exchangeCode({ code, redirectUri: REDIRECT_URI });
    // The code, then fb_exchange_token for the long-lived token (about 60 days).
    expect(meta.control.calls().token).toBe(2);
    expect(tokens).toEqual({
      accessToken: expect.any(String),
      expiresAt: new Date(clock.now().getTime() + 5_183_944_000),
      refreshToken: null,
      refreshExpiresAt: null,
    });

    const { pageCount, accounts } = await meta.client.listAccounts(tokens.accessToken);
    expect(meta.control.calls().accounts).toBe(2);
    expect(pageCount).toBe(2);
    expect(accounts).toHaveLength(2);
    const [grown, small] = accounts;
    if (!grown || !small) throw new Error('two accounts expected');
    expect(grown.username).toMatch(/^[a-z]+\.demo\d+$/);
    expect(grown.followers).toBeGreaterThan(100);
    expect(small.followers).toBeLessThan(100);
    expect(grown.name).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    expect(grown.profilePictureUrl).toBe(`${meta.server.url}/v3/demo/meta/avatar/${grown.id}.svg`);
    const avatar = await fetch(grown.profilePictureUrl ?? '');
    expect(avatar.headers.get('content-type')).toBe('image/svg+xml');
    expect(await avatar.text()).toContain('<svg');

    const stats = await meta.client.fetchStats(tokens.accessToken, grown.id);
    expect(stats.account).toEqual(grown);
    expect(stats.recent.sampled).toBe(25);
    expect(stats.recent.averageLikes).toBeGreaterThan(0);
    expect(stats.recent.averageComments).toBeGreaterThan(0);

    const audience = await meta.client.fetchAudience(tokens.accessToken, grown.id);
    expect(meta.control.calls().insights).toBe(4);
    if (!audience) throw new Error('demographics expected');
    expect(Object.keys(audience.ages)).toEqual(expect.arrayContaining(['18-24', '25-34']));
    expect(Object.keys(audience.genders).sort()).toEqual(['F', 'M', 'U']);
    expect(audience.countries['BR']).toBeGreaterThan(grown.followers * 0.8);
    expect(Object.keys(audience.cities).every((city) => /^[\p{L} ]+, [\p{L} ]+$/u.test(city))).toBe(true);
    const total = Object.values(audience.ages).reduce((sum, count) => sum + count, 0);
    expect(Math.abs(total - grown.followers)).toBeLessThan(10);
  });

  it('gives no demographics for an account under 100 followers, after a single call', async () => {
    const token = meta.control.issueToken({ seed: 4821 });
    const { accounts } = await meta.client.listAccounts(token);
    const small = accounts.find((account) => account.followers < 100);
    expect(small?.username).toMatch(/^[a-z]+\.[a-z]+4821$/);
    expect(await meta.client.fetchAudience(token, small?.id ?? '')).toBeNull();
    expect(meta.control.calls().insights).toBe(1);
  });

  it('gives no demographics when Graph answers an empty result', async () => {
    const token = meta.control.issueToken({ seed: 4821 });
    const empty = {
      data: [{ name: 'follower_demographics', period: 'lifetime', total_value: { breakdowns: [{ dimension_keys: ['age'], results: [] }] } }],
    };
    meta.control.failNext('insights', { status: 200, body: JSON.stringify(empty) });
    expect(await meta.client.fetchAudience(token, 'demo-ig-4821')).toBeNull();
  });

  it('derives the same profiles from the same seed, and other ones from another seed', async () => {
    const first = await meta.client.listAccounts(meta.control.issueToken({ seed: 4821 }));
    const again = await meta.client.listAccounts(meta.control.issueToken({ seed: 4821 }));
    const other = await meta.client.listAccounts(meta.control.issueToken({ seed: 7310 }));
    expect(again).toEqual(first);
    expect(other.accounts.map((account) => account.username)).not.toEqual(first.accounts.map((account) => account.username));
  });

  it('answers each scenario as Graph would', async () => {
    expect(await meta.client.listAccounts(meta.control.issueToken({ scenario: 'no_pages' }))).toEqual({ pageCount: 0, accounts: [] });
    expect(await meta.client.listAccounts(meta.control.issueToken({ scenario: 'no_instagram' }))).toEqual({ pageCount: 1, accounts: [] });
    const existing = await meta.client.listAccounts(meta.control.issueToken({ scenario: 'existing' }));
    expect(existing.accounts).toEqual([expect.objectContaining({ id: 'demo-ig-ouro', username: 'ouro', name: 'Olívia Andrade' })]);
    const audience = await meta.client.fetchAudience(meta.control.issueToken({ scenario: 'existing' }), 'demo-ig-ouro');
    expect(Object.keys(audience?.cities ?? {}).slice(0, 3)).toEqual(['Salvador, Bahia', 'São Paulo, São Paulo', 'Recife, Pernambuco']);

    const expired = meta.control.issueCode({ scenario: 'expired_code', redirectUri: REDIRECT_URI });
    expect((await providerFailure(meta.client.exchangeCode({ code: expired, redirectUri: REDIRECT_URI }))).failure).toBe('token');
    const down = meta.control.issueCode({ scenario: 'unavailable', redirectUri: REDIRECT_URI });
    expect((await providerFailure(meta.client.exchangeCode({ code: down, redirectUri: REDIRECT_URI }))).failure).toBe('unavailable');
  });

  it('deduplicates accounts across pages and bounds the paging, never following `next` elsewhere', async () => {
    const token = meta.control.issueToken({ seed: 4821 });
    const grown = { id: 'demo-ig-4821', username: 'x', followers_count: 500, media_count: 10 };
    const first = {
      data: [
        { id: 'pagina-a', instagram_business_account: grown },
        { id: 'pagina-b', instagram_business_account: grown },
      ],
      paging: { cursors: { after: Buffer.from('0').toString('base64url') }, next: 'https://graph.example.invalid/me/accounts?after=MA' },
    };
    meta.control.failNext('accounts', { status: 200, body: JSON.stringify(first) });
    const listed = await meta.client.listAccounts(token);
    // The two injected pages, then the fake's second page (the small account).
    expect(listed.pageCount).toBe(3);
    expect(listed.accounts.map((account) => account.id)).toEqual(['demo-ig-4821', 'demo-ig-4821-b']);

    meta.control.reset();
    meta.control.failNext('accounts', {
      status: 200,
      body: JSON.stringify({ data: [{ id: 'pagina-a' }], paging: { cursors: { after: 'MA' }, next: 'x' } }),
      times: 50,
    });
    expect(await meta.client.listAccounts(token)).toEqual({ pageCount: 1, accounts: [] });
    expect(meta.control.calls().accounts).toBe(10);
  });

  it('reads what Graph may leave out: no expires_in (a token that does not expire), no name, no usable picture', async () => {
    meta.control.failNext('token', { status: 200, body: '{"access_token":"EAAtoken","token_type":"bearer"}', times: 2 });
    expect(await meta.client.exchangeCode({ code: 'qualquer', redirectUri: REDIRECT_URI })).toMatchObject({
      accessToken: 'EAAtoken',
      expiresAt: null,
    });

    const account = { id: '1784', username: 'sem.nome', profile_picture_url: 'javascript:alert(1)', followers_count: 5, media_count: 0 };
    meta.control.failNext('accounts', { status: 200, body: JSON.stringify({ data: [{ id: 'p', instagram_business_account: account }] }) });
    const { accounts } = await meta.client.listAccounts(meta.control.issueToken());
    expect(accounts).toEqual([{ id: '1784', username: 'sem.nome', name: 'sem.nome', profilePictureUrl: null, followers: 5, posts: 0 }]);
  });

  it('revokes the grant: every token of it stops working', async () => {
    const code = meta.control.issueCode({ redirectUri: REDIRECT_URI });
    const { accessToken } = await meta.client.exchangeCode({ code, redirectUri: REDIRECT_URI });
    await meta.client.revoke(accessToken);
    expect((await providerFailure(meta.client.listAccounts(accessToken))).failure).toBe('token');
  });
});
