import { MINUTE_MS, socialNetworks } from '@ma/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { audienceProfiles, oauthStates, socialAccounts, socialStatsSnapshots, users } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useJobRunners } from '../../test/job-runners.ts';
import { MemoryRateLimiter } from '../../rate-limit/memory-rate-limiter.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { call, registerAccount, uniqueEmail, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { APP_ORIGIN, capturingLogger, consent, reauthWithInstagram, useConnectFakes } from './connect.test-support.ts';
import { defineRefreshJobs, REFRESH_JOBS } from './refresh-job.ts';

describe.each(testDatabases)('connecting Instagram and TikTok ($name)', (database) => {
  const context = useTestDatabase(database);
  const { runner } = useJobRunners(context);
  const fakes = useConnectFakes();
  const setup = (logger?: ReturnType<typeof capturingLogger>) => fakes.app(context.handle.db, logger);
  const db = () => context.handle.db;
  /** The refresh's jobs waiting now each run once (their queues made first: connecting queues one). */
  const refreshJobs = async (
    connect: ReturnType<typeof setup>['connect'],
    clock: ReturnType<typeof setup>['clock'],
    pace: { rateLimiter?: MemoryRateLimiter; perMinute?: { tiktok: number } } = {},
  ) => {
    const jobs = createQueuedJobs(context.handle.jobExecutor());
    defineRefreshJobs(jobs, {
      db: db(),
      events: appEvents,
      connect,
      clock,
      logger: capturingLogger(),
      rateLimiter: new MemoryRateLimiter(),
      ...pace,
    });
    await jobs.start();
    return {
      jobs,
      run: async () => (await Promise.all(socialNetworks.map((network) => jobs.runDue(REFRESH_JOBS[network])))).reduce((a, b) => a + b),
    };
  };
  /** Leaves the refresh queues to the connections a test makes (each run reads every due connection, the earlier tests' too). */
  const clearRefreshJobs = () => context.handle.jobExecutor().executeSql(`delete from pgboss.job where name like 'connect-refresh-%'`, []);
  beforeAll(async () => {
    const { connect, clock } = setup();
    await refreshJobs(connect, clock);
  }, 180_000);
  /** The fake Meta's seed of a connected Instagram profile (its id is `demo-ig-{seed}`): consenting with it again is that profile. */
  const fakeSeedOf = async (username: string) => {
    const [row] = await db().select({ id: socialAccounts.externalId }).from(socialAccounts).where(eq(socialAccounts.username, username));
    return /^demo-ig-([a-z0-9]+)$/.exec(row?.id ?? '')?.[1] ?? '';
  };

  const userIdOf = async (email: string) => {
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  /** A Prata creator: the kit complete, no network. */
  const silverAccount = async (app: Parameters<typeof registerAccount>[0]) => {
    const account = await registerAccount(app);
    const userId = await userIdOf(account.email);
    await db()
      .update(users)
      .set({
        pictureUrl: 'https://example.com/foto.jpg',
        bio: 'Receitas do dia a dia.',
        city: 'Salvador',
        state: 'BA',
        niches: ['Gastronomia'],
        level: 'silver',
      })
      .where(eq(users.id, userId));
    return { ...account, userId };
  };
  /** Facebook's return as the private picker gets it: a picker token for the scenario. */
  const pickerToken = async (app: Parameters<typeof registerAccount>[0], token: string, scenario = 'grant') => {
    const { code, state } = await consent(app, { token, network: 'instagram', scenario });
    const exchanged = await call(app, 'GET', `/v3/connect/instagram-api?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, {
      token,
    });
    return exchanged;
  };
  const profilesOf = (app: Parameters<typeof registerAccount>[0], token: string, pickerToken: string) =>
    call(app, 'GET', `/v3/connect/instagram/profiles?access_token=${encodeURIComponent(pickerToken)}`, { token });
  const socialAccountsOf = (userId: string) => db().select().from(socialAccounts).where(eq(socialAccounts.userId, userId));
  /** The refresh's jobs waiting now, each run once: answers how many ran. */
  const refreshNow = async (connect: ReturnType<typeof setup>['connect'], clock: ReturnType<typeof setup>['clock']) =>
    (await refreshJobs(connect, clock)).run();
  /** TikTok's consent and its code sent back: the account's TikTok connected. */
  const connectTiktok = async (app: Parameters<typeof registerAccount>[0], token: string) => {
    const { code, state } = await consent(app, { token, network: 'tiktok' });
    return call(app, 'POST', '/v3/connect/tiktok', { token, body: { code, state } });
  };
  /** A Prata account with TikTok connected, a day and an hour on: its access token has run out. `refreshed`: the row after a refresh. */
  const tiktokTokenRunOut = async () => {
    const { app, clock, connect } = setup();
    const account = await silverAccount(app);
    await connectTiktok(app, account.token);
    const [before] = await socialAccountsOf(account.userId);
    clock.advance(25 * 60 * MINUTE_MS);
    const refreshed = async () => {
      await refreshNow(connect, clock);
      return (await socialAccountsOf(account.userId))[0];
    };
    return { clock, connect, before, refreshed };
  };
  /** The account's kit as its public page reads it. */
  const publicKitOf = async (app: Parameters<typeof registerAccount>[0], userId: string) => {
    const [user] = await db().select({ username: users.username }).from(users).where(eq(users.id, userId));
    return call(app, 'GET', `/v3/media-kit/public/${user?.username}`);
  };
  /** The whole private flow: consent, the picker's list, and the profile at `index` of it connected. */
  const connectInstagram = async (app: Parameters<typeof registerAccount>[0], token: string, index = 0) => {
    const picker = String((await pickerToken(app, token)).json?.['access_token']);
    const list = (await profilesOf(app, token, picker)).json?.['profiles'] as { username: string }[];
    return call(app, 'POST', '/v3/connect/instagram', { token, body: { access_token: picker, username: list[index]?.username } });
  };

  it('sends the creator to the consent page with a single-use state bound to the session, and back to the app', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const { authorizeUrl, returned, state } = await consent(app, { token: account.token, network: 'instagram' });
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/media-kit/connect/instagram-api`);
    expect(authorizeUrl.searchParams.get('scope')).toContain('instagram_manage_insights');
    expect(returned.origin + returned.pathname).toBe(`${APP_ORIGIN}/media-kit/connect/instagram-api`);
    expect(state).toHaveLength(43);
    // Only its hash is kept.
    const rows = await db().select().from(oauthStates);
    expect(rows.some((row) => row.stateHash === state)).toBe(false);
  });

  it('connects the chosen Instagram profile: picker token, profiles, Finalizar, level, socials', async () => {
    const { app } = setup();
    const account = await silverAccount(app);
    const exchanged = await pickerToken(app, account.token);
    expect(exchanged.status).toBe(200);
    expect(exchanged.json?.['expires_in']).toBe(900);
    const picker = String(exchanged.json?.['access_token']);

    const profiles = await profilesOf(app, account.token, picker);
    expect(profiles.status).toBe(200);
    const list = profiles.json?.['profiles'] as { username: string; name: string; profile_picture_url: string }[];
    expect(list).toHaveLength(2);
    expect(Object.keys(list[0] ?? {}).sort()).toEqual(['name', 'profile_picture_url', 'username']);

    const chosen = list[0]?.username ?? '';
    const connected = await call(app, 'POST', '/v3/connect/instagram', { token: account.token, body: { access_token: picker, username: chosen } });
    expect(connected.status).toBe(200);
    expect(connected.json).toEqual({ network: 'instagram', level: 'silver', previous_level: 'silver' });

    const me = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(me.json?.['socials']).toEqual([{ network: 'instagram', username: chosen }]);
    const networks = await call(app, 'GET', '/v3/connect/networks', { token: account.token });
    expect(networks.json?.['networks']).toMatchObject([
      { network: 'instagram', state: 'active', username: chosen },
      { network: 'tiktok', state: 'not_connected' },
    ]);
    expect(networks.json?.['providers']).toEqual({ instagram: 'live', tiktok: 'live' });

    // The picker token is spent.
    const again = await call(app, 'POST', '/v3/connect/instagram', { token: account.token, body: { access_token: picker, username: chosen } });
    expect(again.json).toMatchObject({ code: 'TOKEN_ERROR', detail: 'Erro inesperado, tente novamente mais tarde.' });
  });

  it('keeps the tokens encrypted: the database never holds one in clear, and no log line does', async () => {
    const logger = capturingLogger();
    const { app, connect } = setup(logger);
    const account = await silverAccount(app);
    const picker = String((await pickerToken(app, account.token)).json?.['access_token']);
    const list = (await profilesOf(app, account.token, picker)).json?.['profiles'] as { username: string }[];
    await call(app, 'POST', '/v3/connect/instagram', { token: account.token, body: { access_token: picker, username: list[0]?.username } });
    const [row] = await socialAccountsOf(account.userId);
    const token = connect.cipher.open(row?.accessTokenEnc ?? '');
    expect(token).toBeTruthy();
    const everything = JSON.stringify(await db().execute(sql`select * from social_accounts, connect_grants`));
    expect(everything).not.toContain(token);
    expect(logger.lines.join('\n')).not.toContain(token);
    expect(everything).not.toContain(picker);
  });

  it.each([
    ['no_pages', 'FACEBOOK_PAGES_NOT_FOUND', 'Verifique se selecionou as permissões corretas.'],
    [
      'no_instagram',
      'INSTAGRAM_NOT_CONNECTED_WITH_PAGE',
      'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
    ],
  ])('answers %s grants with %s', async (scenario, code, detail) => {
    const { app } = setup();
    const account = await registerAccount(app);
    const exchanged = await pickerToken(app, account.token, scenario);
    expect(exchanged.status).toBe(200);
    const profiles = await profilesOf(app, account.token, String(exchanged.json?.['access_token']));
    expect(profiles.status).toBe(422);
    expect(profiles.json).toMatchObject({ code, detail });
  });

  it('answers INSTAGRAM_NOT_FOUND for a username the token does not reach, and connects nothing', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const picker = String((await pickerToken(app, account.token)).json?.['access_token']);
    const response = await call(app, 'POST', '/v3/connect/instagram', {
      token: account.token,
      body: { access_token: picker, username: 'outra.pessoa' },
    });
    expect(response.status).toBe(422);
    expect(response.json).toMatchObject({
      code: 'INSTAGRAM_NOT_FOUND',
      detail: 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
    });
    expect(
      await db()
        .select()
        .from(socialAccounts)
        .where(eq(socialAccounts.userId, await userIdOf(account.email))),
    ).toEqual([]);
  });

  it('answers TOKEN_ERROR for a code Facebook refuses and GENERIC when Facebook fails', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const refused = await pickerToken(app, account.token, 'expired_code');
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ code: 'TOKEN_ERROR', detail: 'Erro inesperado, tente novamente mais tarde.' });
    const failing = await pickerToken(app, account.token, 'unavailable');
    expect(failing.status).toBe(502);
    expect(failing.json).toMatchObject({ code: 'GENERIC', detail: 'Erro inesperado, tente novamente mais tarde.' });
  });

  it('answers GENERIC when the Graph API fails while listing the profiles', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const picker = String((await pickerToken(app, account.token)).json?.['access_token']);
    fakes.meta.control.failNext('accounts', { status: 500 });
    const profiles = await profilesOf(app, account.token, picker);
    expect(profiles.status).toBe(502);
    expect(profiles.json).toMatchObject({ code: 'GENERIC' });
  });

  it('refuses a state used twice, one of another account, one of the other network, and one older than 10 minutes', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const other = await registerAccount(app);
    const first = await consent(app, { token: account.token, network: 'instagram' });
    const exchange = (token: string, code: string, state: string) =>
      call(app, 'GET', `/v3/connect/instagram-api?code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`, { token });
    expect((await exchange(other.token, first.code, first.state)).json).toMatchObject({ code: 'CONNECT_STATE_INVALID' });
    expect((await exchange(account.token, first.code, first.state)).status).toBe(200);
    expect((await exchange(account.token, first.code, first.state)).json).toMatchObject({
      code: 'CONNECT_STATE_INVALID',
      detail: 'Este pedido de conexão expirou ou já foi usado. Comece a conexão de novo.',
    });

    const tiktok = await consent(app, { token: account.token, network: 'tiktok' });
    expect((await exchange(account.token, tiktok.code, tiktok.state)).json).toMatchObject({ code: 'CONNECT_STATE_INVALID' });

    const late = await consent(app, { token: account.token, network: 'instagram' });
    clock.advance(10 * MINUTE_MS + 1000);
    expect((await exchange(account.token, late.code, late.state)).status).toBe(400);
  });

  it('refuses a picker token of another account, and one older than 15 minutes', async () => {
    const { app, clock } = setup();
    const account = await registerAccount(app);
    const other = await registerAccount(app);
    const picker = String((await pickerToken(app, account.token)).json?.['access_token']);
    expect((await profilesOf(app, other.token, picker)).json).toMatchObject({ code: 'TOKEN_ERROR' });
    clock.advance(15 * MINUTE_MS + 1000);
    expect((await profilesOf(app, account.token, picker)).json).toMatchObject({ code: 'TOKEN_ERROR' });
  });

  it('makes the account Ouro once TikTok is connected too, and Prata again when one is disconnected', async () => {
    const { app } = setup();
    const account = await silverAccount(app);
    await connectInstagram(app, account.token);

    const tiktok = await consent(app, { token: account.token, network: 'tiktok' });
    expect(tiktok.returned.pathname).toBe('/media-kit/connect/tiktok');
    const connected = await call(app, 'POST', '/v3/connect/tiktok', { token: account.token, body: { code: tiktok.code, state: tiktok.state } });
    expect(connected.json).toEqual({ network: 'tiktok', level: 'gold', previous_level: 'silver' });
    const me = await call(app, 'GET', '/v3/account/me', { token: account.token });
    expect(me.json).toMatchObject({ user: { level: 'gold' } });
    expect((me.json?.['socials'] as unknown[]).length).toBe(2);

    const revokesBefore = fakes.tiktok.control.calls().revoke;
    const disconnected = await call(app, 'DELETE', '/v3/connect/tiktok', { token: account.token });
    expect(disconnected.json).toEqual({ network: 'tiktok', level: 'silver', previous_level: 'gold' });
    expect(fakes.tiktok.control.calls().revoke).toBe(revokesBefore + 1);
    expect((await call(app, 'DELETE', '/v3/connect/tiktok', { token: account.token })).json).toMatchObject({
      code: 'NETWORK_NOT_CONNECTED',
      detail: 'Seu TikTok não está conectado.',
    });
  });

  it('answers TOKEN_ERROR and GENERIC for TikTok codes it refuses or cannot exchange', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    for (const [scenario, status, code] of [
      ['expired_code', 400, 'TOKEN_ERROR'],
      ['unavailable', 502, 'GENERIC'],
    ] as const) {
      const returned = await consent(app, { token: account.token, network: 'tiktok', scenario });
      const response = await call(app, 'POST', '/v3/connect/tiktok', { token: account.token, body: { code: returned.code, state: returned.state } });
      expect(response.status).toBe(status);
      expect(response.json).toMatchObject({ code });
    }
  });

  it('refuses a profile that is already connected to another account', async () => {
    const { app } = setup();
    const first = await registerAccount(app);
    const second = await registerAccount(app);
    const seed = `t${Date.now().toString(36)}`;
    const connectWith = async (account: { token: string }) => {
      const { state } = await consent(app, { token: account.token, network: 'tiktok' });
      const code = fakes.tiktok.control.issueCode({ redirectUri: `${APP_ORIGIN}/media-kit/connect/tiktok`, seed });
      return call(app, 'POST', '/v3/connect/tiktok', { token: account.token, body: { code, state } });
    };
    expect((await connectWith(first)).status).toBe(200);
    const refused = await connectWith(second);
    expect(refused.status).toBe(409);
    expect(refused.json).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', detail: 'Conta já cadastrada.' });
  });

  it('signs a person up with Instagram, who then adds an e-mail and a password once', async () => {
    const { app } = setup();
    const started = await consent(app, { network: 'instagram', public: true });
    expect(started.authorizeUrl.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/instagram/connect`);
    expect(started.cookie).toMatch(/^ma_connect_browser=/);
    const exchangePath = `/v3/connect/public/instagram-api?code=${encodeURIComponent(started.code)}&state=${encodeURIComponent(started.state)}`;
    // The state belongs to the browser that started: without its cookie, nothing.
    expect((await call(app, 'GET', exchangePath)).json).toMatchObject({ code: 'CONNECT_STATE_INVALID' });
    const exchanged = await call(app, 'GET', exchangePath, { headers: { cookie: started.cookie ?? '' } });
    expect(exchanged.status).toBe(200);
    const picker = String(exchanged.json?.['access_token']);
    const profiles = await call(app, 'GET', `/v3/connect/public/instagram/profiles?access_token=${encodeURIComponent(picker)}`);
    const chosen = (profiles.json?.['profiles'] as { username: string; name: string }[])[0];
    const signedUp = await call(app, 'POST', '/v3/connect/public/instagram', { body: { access_token: picker, username: chosen?.username } });
    expect(signedUp.status).toBe(201);
    const session = String(signedUp.json?.['access_token']);

    const me = await call(app, 'GET', '/v3/account/me', { token: session });
    expect(me.json).toMatchObject({ user: { name: chosen?.name, level: 'bronze', email: null, has_password: false } });
    expect(me.json?.['socials']).toEqual([{ network: 'instagram', username: chosen?.username }]);
    // The kit's address is the handle, its dots made underscores: an address never has a dot.
    const [kitOwner] = await db()
      .select({ username: users.username })
      .from(users)
      .innerJoin(socialAccounts, eq(socialAccounts.userId, users.id))
      .where(eq(socialAccounts.username, chosen?.username ?? ''));
    expect(chosen?.username).toContain('.');
    expect(kitOwner?.username).toBe(chosen?.username.toLowerCase().replaceAll('.', '_'));

    const email = uniqueEmail('insta');
    // A first password asks for a proof: a fresh consent of the same Instagram (decision 025).
    const { proof } = await reauthWithInstagram(app, fakes.meta, session, await fakeSeedOf(chosen?.username ?? ''));
    const set = await call(app, 'POST', '/v3/account/credentials', {
      token: session,
      body: { email, password: 'senha-segura-123' },
      headers: { 'x-reauth': String(proof) },
    });
    expect(set.status).toBe(204);
    const twice = await call(app, 'POST', '/v3/account/credentials', { token: session, body: { email, password: 'outra-senha-123' } });
    expect(twice.json).toMatchObject({ code: 'PASSWORD_ALREADY_SET', detail: 'A senha já foi definida.' });
    const signIn = await call(app, 'POST', '/v3/account/auth', { body: { email, password: 'senha-segura-123' } });
    expect(signIn.status).toBe(200);

    // A profile that already belongs to an account cannot make a second one.
    const existing = await consent(app, { network: 'instagram', public: true, scenario: 'existing' });
    const existingToken = String(
      (
        await call(
          app,
          'GET',
          `/v3/connect/public/instagram-api?code=${encodeURIComponent(existing.code)}&state=${encodeURIComponent(existing.state)}`,
          {
            headers: { cookie: existing.cookie ?? '' },
          },
        )
      ).json?.['access_token'],
    );
    const owner = await registerAccount(app);
    const ownerPicker = String((await pickerToken(app, owner.token, 'existing')).json?.['access_token']);
    const ownerProfiles = (await profilesOf(app, owner.token, ownerPicker)).json?.['profiles'] as { username: string }[];
    expect(
      (
        await call(app, 'POST', '/v3/connect/instagram', {
          token: owner.token,
          body: { access_token: ownerPicker, username: ownerProfiles[0]?.username },
        })
      ).status,
    ).toBe(200);
    const taken = await call(app, 'POST', '/v3/connect/public/instagram', {
      body: { access_token: existingToken, username: ownerProfiles[0]?.username },
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', detail: 'Conta já cadastrada.' });
  });

  it('refuses credentials on an account with a password, for an e-mail another account has, and for another e-mail than its own', async () => {
    const { app } = setup();
    const account = await registerAccount(app);
    const withPassword = await call(app, 'POST', '/v3/account/credentials', {
      token: account.token,
      body: { email: account.email, password: 'senha-segura-123' },
    });
    expect(withPassword.json).toMatchObject({ code: 'PASSWORD_ALREADY_SET', detail: 'A senha já foi definida.' });

    // An account made from Instagram, without e-mail or password.
    const started = await consent(app, { network: 'instagram', public: true });
    const picker = await call(
      app,
      'GET',
      `/v3/connect/public/instagram-api?code=${encodeURIComponent(started.code)}&state=${encodeURIComponent(started.state)}`,
      {
        headers: { cookie: started.cookie ?? '' },
      },
    );
    const token = String(picker.json?.['access_token']);
    const profiles = await call(app, 'GET', `/v3/connect/public/instagram/profiles?access_token=${encodeURIComponent(token)}`);
    const username = (profiles.json?.['profiles'] as { username: string }[])[0]?.username;
    const session = String(
      (await call(app, 'POST', '/v3/connect/public/instagram', { body: { access_token: token, username } })).json?.['access_token'],
    );
    const { proof } = await reauthWithInstagram(app, fakes.meta, session, await fakeSeedOf(username ?? ''));
    const taken = await call(app, 'POST', '/v3/account/credentials', {
      token: session,
      body: { email: account.email, password: 'senha-segura-123' },
      headers: { 'x-reauth': String(proof) },
    });
    expect(taken.status).toBe(409);
    expect(taken.json).toMatchObject({ code: 'ACCOUNT_ALREADY_EXISTS', fields: { email: 'Conta já cadastrada.' } });
    const weak = await call(app, 'POST', '/v3/account/credentials', { token: session, body: { email: uniqueEmail(), password: 'curta' } });
    expect(weak.status).toBe(422);
    expect(weak.json).toMatchObject({ fields: { password: 'A senha precisa ter pelo menos 8 caracteres.' } });
    // Nothing was half-written.
    const me = await call(app, 'GET', '/v3/account/me', { token: session });
    expect(me.json).toMatchObject({ user: { email: null, has_password: false } });
  });

  it('reads the numbers and the audience in the refresh job, and shows them in the kit', async () => {
    const { app, clock, connect } = setup();
    const account = await silverAccount(app);
    await connectInstagram(app, account.token);

    // Read once right after connecting; the job reads it again a day later.
    const [first] = await socialAccountsOf(account.userId);
    expect(first?.statsUpdatedAt?.getTime()).toBe(clock.now().getTime());
    clock.advance(25 * 60 * MINUTE_MS);
    expect(await refreshNow(connect, clock)).toBeGreaterThanOrEqual(1);
    const [row] = await socialAccountsOf(account.userId);
    expect(row).toMatchObject({ status: 'active', recentSampled: expect.any(Number), averageLikes: expect.any(Number) });
    expect(row?.statsUpdatedAt?.getTime()).toBe(clock.now().getTime());
    expect(row?.nextRefreshAt?.getTime()).toBeGreaterThan(clock.now().getTime() + 22 * 60 * MINUTE_MS);
    const [audience] = await db().select().from(audienceProfiles).where(eq(audienceProfiles.userId, account.userId));
    expect(audience?.demographics).toBeTruthy();
    expect(audience?.states?.length).toBeGreaterThan(0);
    // One snapshot a day.
    expect(await db().select().from(socialStatsSnapshots).where(eq(socialStatsSnapshots.userId, account.userId))).toHaveLength(2);

    const kit = await publicKitOf(app, account.userId);
    expect(kit.json?.['networks']).toMatchObject([
      { network: 'instagram', stats_updated_at: clock.now().toISOString(), engagement_rate: expect.any(Number) },
    ]);
    expect(kit.json?.['audience']).toMatchObject({
      available: true,
      top_states: expect.arrayContaining([expect.objectContaining({ share: expect.any(Number) })]),
    });

    // The snapshot's day is São Paulo's: 22:30 there on the 3rd (01:30 UTC on the 4th) is the 3rd's.
    clock.advance(Date.parse('2026-03-04T01:30:00Z') - clock.now().getTime());
    expect((await call(app, 'POST', '/v3/connect/instagram/refresh', { token: account.token })).status).toBe(200);
    const snapshots = await db()
      .select({ day: socialStatsSnapshots.day })
      .from(socialStatsSnapshots)
      .where(eq(socialStatsSnapshots.userId, account.userId));
    expect(snapshots.map((snapshot) => snapshot.day).sort()).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('says the audience is not available for a profile under 100 followers, instead of zeros', async () => {
    const { app } = setup();
    const account = await silverAccount(app);
    // The fake's second profile is the small one.
    await connectInstagram(app, account.token, 1);
    const kit = await publicKitOf(app, account.userId);
    expect(kit.json?.['audience']).toMatchObject({ available: false, ages: [], top_states: [] });
  });

  it('marks a connection whose token was revoked "reconnect" instead of failing silently', async () => {
    const { app, clock, connect } = setup();
    const account = await silverAccount(app);
    await connectInstagram(app, account.token);
    const [row] = await socialAccountsOf(account.userId);
    fakes.meta.control.revoke(connect.cipher.open(row?.accessTokenEnc ?? '') ?? '');
    clock.advance(25 * 60 * MINUTE_MS);
    await refreshNow(connect, clock);
    const networks = await call(app, 'GET', '/v3/connect/networks', { token: account.token });
    expect(networks.json?.['networks']).toMatchObject([{ network: 'instagram', state: 'reconnect' }, { state: 'not_connected' }]);
    // Still counted for the level; 'Atualizar' says to reconnect.
    const refresh = await call(app, 'POST', '/v3/connect/instagram/refresh', { token: account.token });
    expect(refresh.json).toMatchObject({
      code: 'NETWORK_NEEDS_RECONNECT',
      detail: 'Seu Instagram precisa ser reconectado para atualizar os números.',
    });
    // The creator is told, once: another round finds it waiting already.
    clock.advance(25 * 60 * MINUTE_MS);
    await refreshNow(connect, clock);
    const told = await call(app, 'GET', '/v3/notifications', { token: account.token });
    const items = (told.json?.['items'] as { kind: string }[]).filter((item) => item.kind === 'network_reconnect');
    expect(items).toMatchObject([
      {
        title: 'Reconecte seu Instagram',
        text: 'O Instagram deixou de aceitar a conexão com a Mais Alcance. Conecte de novo para manter seus números atualizados no mídia kit.',
        path: '/media-kit/connect',
      },
    ]);
  });

  it("lets 'Atualizar' read the numbers once every 5 minutes", async () => {
    const { app, clock } = setup();
    const account = await silverAccount(app);
    await connectTiktok(app, account.token);
    const first = await call(app, 'POST', '/v3/connect/tiktok/refresh', { token: account.token });
    expect(first.status).toBe(200);
    expect(first.json?.['networks']).toMatchObject([
      { state: 'not_connected' },
      { network: 'tiktok', state: 'active', stats_updated_at: clock.now().toISOString() },
    ]);
    clock.advance(2 * MINUTE_MS);
    const soon = await call(app, 'POST', '/v3/connect/tiktok/refresh', { token: account.token });
    expect(soon.status).toBe(429);
    expect(soon.json).toMatchObject({
      code: 'STATS_REFRESH_TOO_SOON',
      detail: 'Os números foram atualizados há pouco. Tente novamente em 3 minutos.',
    });
    expect(soon.headers.get('retry-after')).toBe('180');
    clock.advance(3 * MINUTE_MS);
    expect((await call(app, 'POST', '/v3/connect/tiktok/refresh', { token: account.token })).status).toBe(200);
  });

  it("renews TikTok's day-long access token with the refresh token when it runs out", async () => {
    const { clock, before, refreshed } = await tiktokTokenRunOut();
    const refreshes = fakes.tiktok.control.calls().token;
    const after = await refreshed();
    expect(fakes.tiktok.control.calls().token).toBeGreaterThan(refreshes);
    expect(after?.status).toBe('active');
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(before?.tokenExpiresAt?.getTime() ?? 0);
    expect(after?.statsUpdatedAt?.getTime()).toBe(clock.now().getTime());
  });

  it('keeps renewed TikTok tokens even when the reading after the renewal fails', async () => {
    const { connect, before, refreshed } = await tiktokTokenRunOut();
    fakes.tiktok.control.failNext('user', { status: 500 });
    const after = await refreshed();
    expect(after?.refreshFailures).toBe(1);
    expect(after?.tokenExpiresAt?.getTime()).toBeGreaterThan(before?.tokenExpiresAt?.getTime() ?? 0);
    expect(connect.cipher.open(after?.accessTokenEnc ?? '')).not.toBe(connect.cipher.open(before?.accessTokenEnc ?? ''));
    fakes.tiktok.control.reset();
  });

  it("retries with pg-boss's backoff when the provider fails, and after the provider's wait when it asks to slow down", async () => {
    const { app, clock, connect } = setup();
    await clearRefreshJobs();
    const account = await silverAccount(app);
    await connectTiktok(app, account.token);
    const rowOf = async () => (await socialAccountsOf(account.userId))[0];
    const jobOf = async () =>
      (
        await context.handle.jobExecutor().executeSql(
          // The start as milliseconds: PostgreSQL's driver answers a timestamp as text here, PGlite as a Date.
          `select state, (extract(epoch from start_after) * 1000)::float8 as start_ms from pgboss.job where singleton_key = $1 and state < 'active'`,
          [`tiktok:${account.userId}`],
        )
      ).rows;
    const { jobs, run } = await refreshJobs(connect, clock);
    clock.advance(25 * 60 * MINUTE_MS);
    const due = (await rowOf())?.nextRefreshAt;

    // An outage: counted, still due, and the job waits for its retry.
    fakes.tiktok.control.failNext('user', { status: 500, times: 5 });
    await run();
    expect(await rowOf()).toMatchObject({ status: 'active', refreshFailures: 1, nextRefreshAt: due });
    expect(await jobOf()).toMatchObject([{ state: 'retry' }]);
    fakes.tiktok.control.reset();
    await jobs.runDue(REFRESH_JOBS.tiktok);
    expect(await rowOf()).toMatchObject({ status: 'active', refreshFailures: 0, statsUpdatedAt: clock.now() });

    // A rate limit: due again after the provider's wait (at least 5 minutes), and the job queued for then.
    clock.advance(25 * 60 * MINUTE_MS);
    fakes.tiktok.control.failNext('user', { status: 429, times: 5 });
    await run();
    const limited = await rowOf();
    expect(limited?.refreshFailures).toBe(1);
    expect(limited?.nextRefreshAt?.getTime()).toBeGreaterThan(clock.now().getTime() + 3 * MINUTE_MS);
    expect(await jobOf()).toEqual([{ state: 'created', start_ms: limited?.nextRefreshAt?.getTime() }]);
    fakes.tiktok.control.reset();
  });

  it("keeps a provider's pace across the deployment's processes: over the minute's starts, a job waits in the queue", async () => {
    const { app, clock, connect } = setup();
    await clearRefreshJobs();
    const accounts = [await silverAccount(app), await silverAccount(app)];
    for (const account of accounts) await connectTiktok(app, account.token);
    const startMsOf = async (userId: string) =>
      (
        await context.handle
          .jobExecutor()
          .executeSql(
            `select (extract(epoch from start_after) * 1000)::float8 as start_ms from pgboss.job where singleton_key = $1 and state < 'active'`,
            [`tiktok:${userId}`],
          )
      ).rows.map((row) => Number(row['start_ms']));
    // Two processes, one limiter (Redis in a deployment): one TikTok refresh a minute between them.
    const pace = { rateLimiter: new MemoryRateLimiter(), perMinute: { tiktok: 1 } };
    const processes = [await refreshJobs(connect, clock, pace), await refreshJobs(connect, clock, pace)];
    clock.advance(25 * 60 * MINUTE_MS);

    await processes[0]?.jobs.runDue(REFRESH_JOBS.tiktok, 1);
    await processes[1]?.jobs.runDue(REFRESH_JOBS.tiktok, 1);
    const refreshed = [];
    for (const account of accounts) refreshed.push((await socialAccountsOf(account.userId))[0]?.statsUpdatedAt?.getTime() === clock.now().getTime());
    expect(refreshed.filter(Boolean)).toHaveLength(1);
    // The other waits for the pace's next start, about a minute later, and is read then.
    const waiting = accounts[refreshed.indexOf(false)];
    const [startMs] = await startMsOf(waiting?.userId ?? '');
    expect(startMs).toBeGreaterThan(clock.now().getTime() + 30_000);
    expect(startMs).toBeLessThanOrEqual(clock.now().getTime() + MINUTE_MS);
  });

  it('answers CONNECT_NOT_CONFIGURED when the network has no app on this server', async () => {
    const { createTestApp } = await import('../../test/test-app.ts');
    const { app } = createTestApp(db());
    const account = await registerAccount(app);
    const response = await call(app, 'POST', '/v3/connect/instagram/authorize', { token: account.token });
    expect(response.status).toBe(404);
    expect(response.json).toMatchObject({ code: 'CONNECT_NOT_CONFIGURED', detail: 'A conexão com o Instagram não está configurada neste servidor.' });
    const networks = await call(app, 'GET', '/v3/connect/networks', { token: account.token });
    expect(networks.json?.['providers']).toEqual({ instagram: 'not_configured', tiktok: 'not_configured' });
  });

  it('reads a due connection once when two processes work on its queue', async () => {
    const { app, clock, connect } = setup();
    // Near the database's time (the runners' upkeep archives a job still waiting two weeks after
    // its start), and 10 minutes before it, so that the connection's first job is due.
    clock.advance(Date.now() - 10 * MINUTE_MS - clock.now().getTime());
    await clearRefreshJobs();
    const account = await silverAccount(app);
    await connectTiktok(app, account.token);
    const [connected] = await socialAccountsOf(account.userId);
    clock.advance(25 * 60 * MINUTE_MS);
    fakes.tiktok.control.setLatency(300);
    // The readings of this connection (the connections of the tests before may be read too).
    let reads = 0;
    const tiktok = connect.tiktok;
    if (!tiktok) throw new Error('TikTok is configured in these tests');
    const provider = new Proxy(tiktok.provider, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (property !== 'fetchUser' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return async (token: string) => {
          const user = await target.fetchUser(token);
          if (user.openId === connected?.externalId) reads += 1;
          return user;
        };
      },
    });
    // Two processes of one deployment: they share its rate limiter.
    const rateLimiter = new MemoryRateLimiter();
    const processes = [1, 2].map(() => {
      const jobs = runner();
      defineRefreshJobs(jobs, {
        db: db(),
        events: appEvents,
        connect: { ...connect, tiktok: { ...tiktok, provider } },
        clock,
        logger: capturingLogger(),
        rateLimiter,
      });
      return jobs;
    });
    await Promise.all(processes.map((jobs) => jobs.start()));
    const refreshedAt = async () => (await socialAccountsOf(account.userId))[0]?.statsUpdatedAt?.getTime();
    // A state, not a speed: the connections of the tests before are due too, paced behind it.
    await expect.poll(refreshedAt, { timeout: 60_000 }).toBe(clock.now().getTime());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(reads).toBe(1);
    fakes.tiktok.control.reset();
  }, 120_000);
});
