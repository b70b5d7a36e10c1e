import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { loadEnv } from '../../env.ts';
import { silentLogger } from '../../lib/logger.ts';
import { consentForm } from './providers/fakes/test-setup.ts';
import { accountDeps } from '../../runtime-accounts.ts';
import { connectDeps } from './connect.runtime.ts';
import { testDatabases } from '../../test/databases.ts';
import { lastMailTo, linkParameter } from '../../test/outbox.ts';
import { call, createTestApp, createTestClock, registerAccount, useTestDatabase } from '../../test/test-app.ts';

// The demo as `npm start` runs it (runtime-accounts.ts, connect.runtime.ts, app.ts), opened at
// another address than localhost: 127.0.0.1, or a phone on the network at the machine's address.
// Only the Host header says so; nothing is sent to those addresses.
const PORT = 4321;
const dataDir = mkdtempSync(join(tmpdir(), 'ma-origin-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe.each(testDatabases)('the demo at the address the browser used ($name)', (database) => {
  const context = useTestDatabase(database);

  /** The app main.ts builds from `vars`: accounts, connect and the demo's providers. */
  const demoApp = (vars: Record<string, string> = {}, options: { trustProxy?: boolean } = {}) => {
    const env = loadEnv({ PORT: String(PORT), DATA_DIR: dataDir, ...vars });
    const clock = createTestClock();
    const accounts = accountDeps(env, { db: context.handle.db, clock, logger: silentLogger, mode: 'demo' });
    const origin = accounts.appOrigin ?? `http://localhost:${PORT}`;
    const { connect, demoProviders } = connectDeps(env, { clock, logger: silentLogger, appOrigin: origin, demoMode: true });
    return createTestApp(context.handle.db, { clock, ...accounts, connect, demoProviders, trustProxy: options.trustProxy ?? false }).app;
  };

  /** A page of the demo's providers, asked at `host` as a browser there would. */
  const page = (app: App, url: URL, host: string) => app.request(`${url.pathname}${url.search}`, { headers: { host } });

  /** 'Conectar Instagram' from `host`: the consent page's address. */
  const start = async (app: App, token: string, host: string, network: 'instagram' | 'tiktok' = 'instagram') => {
    const started = await call(app, 'POST', `/v3/connect/${network}/authorize`, { token, headers: { host } });
    expect(started.status).toBe(200);
    return new URL(String(started.json?.['authorize_url']));
  };

  /** The consent page answered 'grant' at `host`: where the browser is sent back. */
  const grant = async (app: App, authorizeUrl: URL, host: string) => {
    const shown = await page(app, authorizeUrl, host);
    expect(shown.status).toBe(200);
    const { action, fields } = consentForm(await shown.text());
    const confirm = new URL(action, authorizeUrl);
    for (const [name, value] of Object.entries({ ...fields, scenario: 'grant', action: 'grant' })) confirm.searchParams.set(name, value);
    const answer = await page(app, confirm, host);
    expect(answer.status).toBe(302);
    return new URL(answer.headers.get('location') ?? '');
  };

  it.each(['127.0.0.1:4321', '192.168.0.10:3000'])(
    'sends the browser at %s to the consent page and back on that origin, and connects Instagram there',
    async (host) => {
      const app = demoApp();
      const account = await registerAccount(app);
      const origin = `http://${host}`;
      const authorizeUrl = await start(app, account.token, host);
      expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${origin}/demo/meta/dialog/oauth`);
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`${origin}/media-kit/connect/instagram-api`);

      const returned = await grant(app, authorizeUrl, host);
      expect(returned.origin + returned.pathname).toBe(`${origin}/media-kit/connect/instagram-api`);
      const query = `code=${encodeURIComponent(returned.searchParams.get('code') ?? '')}&state=${encodeURIComponent(returned.searchParams.get('state') ?? '')}`;
      const exchanged = await call(app, 'GET', `/v3/connect/instagram-api?${query}`, { token: account.token, headers: { host } });
      expect(exchanged.status).toBe(200);

      const picker = String(exchanged.json?.['access_token']);
      const profiles = await call(app, 'GET', `/v3/connect/instagram/profiles?access_token=${encodeURIComponent(picker)}`, {
        token: account.token,
        headers: { host },
      });
      expect(profiles.status).toBe(200);
      const [first] = profiles.json?.['profiles'] as { username: string; profile_picture_url: string }[];
      // The demo's pictures too: a phone must be able to load them.
      expect(new URL(first?.profile_picture_url ?? '').origin).toBe(origin);
      const connected = await call(app, 'POST', '/v3/connect/instagram', {
        token: account.token,
        headers: { host },
        body: { access_token: picker, username: first?.username },
      });
      expect(connected.status).toBe(200);
    },
  );

  it('connects TikTok from another address too', async () => {
    const app = demoApp();
    const account = await registerAccount(app);
    const host = '192.168.0.10:3000';
    const authorizeUrl = await start(app, account.token, host, 'tiktok');
    expect(authorizeUrl.origin).toBe(`http://${host}`);
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`http://${host}/media-kit/connect/tiktok`);
    const returned = await grant(app, authorizeUrl, host);
    expect(returned.origin + returned.pathname).toBe(`http://${host}/media-kit/connect/tiktok`);
    const body = { code: returned.searchParams.get('code'), state: returned.searchParams.get('state') };
    expect((await call(app, 'POST', '/v3/connect/tiktok', { token: account.token, headers: { host }, body })).status).toBe(200);
  });

  it('never lets a Host make the consent page send the browser elsewhere than the origin the flow started on', async () => {
    const app = demoApp();
    const account = await registerAccount(app);
    const authorizeUrl = await start(app, account.token, '127.0.0.1:4321');

    // The flow's consent page asked under another Host: its return address is not one of that origin's.
    const underEvilHost = await page(app, authorizeUrl, 'evil.example');
    expect(underEvilHost.status).toBe(400);
    expect(underEvilHost.headers.get('location')).toBeNull();

    // A return address on another origin, at our own address or at the evil one: refused, never followed.
    for (const host of ['127.0.0.1:4321', 'evil.example']) {
      for (const path of ['/dialog/oauth', '/dialog/oauth/confirm']) {
        const forged = new URL(authorizeUrl);
        forged.pathname = `/demo/meta${path}`;
        forged.searchParams.set(
          'redirect_uri',
          `http://${host === 'evil.example' ? '127.0.0.1:4321' : 'evil.example'}/media-kit/connect/instagram-api`,
        );
        forged.searchParams.set('scenario', 'grant');
        const answer = await page(app, forged, host);
        expect(answer.status, `${host}${path}`).toBe(400);
        expect(answer.headers.get('location')).toBeNull();
      }
    }

    // Nor anything but our own return pages on the page's own origin.
    const elsewhere = new URL(authorizeUrl);
    elsewhere.searchParams.set('redirect_uri', 'http://127.0.0.1:4321/login');
    expect((await page(app, elsewhere, '127.0.0.1:4321')).status).toBe(400);
  });

  it('takes the origin from X-Forwarded-Host and -Proto only behind TRUST_PROXY', async () => {
    const headers = { host: '10.0.0.5:3000', 'x-forwarded-host': 'demo.example.com', 'x-forwarded-proto': 'https' };
    const trusted = demoApp({}, { trustProxy: true });
    const account = await registerAccount(trusted);
    const behindProxy = await call(trusted, 'POST', '/v3/connect/instagram/authorize', { token: account.token, headers });
    expect(String(behindProxy.json?.['authorize_url'])).toMatch(/^https:\/\/demo\.example\.com\/demo\/meta\/dialog\/oauth\?/);
    const consentPage = new URL(String(behindProxy.json?.['authorize_url']));
    expect((await trusted.request(`${consentPage.pathname}${consentPage.search}`, { headers })).status).toBe(200);

    const untrusted = demoApp();
    const other = await registerAccount(untrusted);
    const direct = await call(untrusted, 'POST', '/v3/connect/instagram/authorize', { token: other.token, headers });
    expect(String(direct.json?.['authorize_url'])).toMatch(/^http:\/\/10\.0\.0\.5:3000\/demo\/meta\/dialog\/oauth\?/);
  });

  it("mails the demo's links from the address the request came to", async () => {
    const app = demoApp();
    const account = await registerAccount(app);
    const host = '192.168.0.10:3000';
    const asked = await call(app, 'POST', '/v3/account/auth/forgot', {
      body: { email: account.email },
      headers: { host, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(asked.status).toBe(202);
    const mail = await lastMailTo(context.handle.db, account.email, 'Redefina sua senha da Mais Alcance');
    expect(linkParameter(mail.text, 'reset_token')).not.toBe('');
    expect(mail.text).toContain(`http://${host}/reset-password?`);
  });

  it('keeps APP_ORIGIN whatever the Host says', async () => {
    const app = demoApp({ APP_ORIGIN: 'https://demo.maisalcance.test' });
    const account = await registerAccount(app);
    const authorizeUrl = await start(app, account.token, '192.168.0.10:3000');
    expect(authorizeUrl.origin).toBe('https://demo.maisalcance.test');
    expect(authorizeUrl.searchParams.get('redirect_uri')).toBe('https://demo.maisalcance.test/media-kit/connect/instagram-api');
    // Its consent page, whatever address it is asked at, sends back to APP_ORIGIN's return pages only.
    const forged = new URL(authorizeUrl);
    forged.searchParams.set('redirect_uri', 'http://192.168.0.10:3000/media-kit/connect/instagram-api');
    expect((await page(app, forged, '192.168.0.10:3000')).status).toBe(400);
    expect((await page(app, authorizeUrl, '192.168.0.10:3000')).status).toBe(200);
  });
});

describe('accountDeps and the origin of links', () => {
  const deps = { db: {} as never, clock: createTestClock(), logger: silentLogger };
  it('takes it from each request only in the demo without APP_ORIGIN; production always uses APP_ORIGIN', () => {
    expect(accountDeps(loadEnv({ PORT: '4204' }), { ...deps, mode: 'demo' }).originFromRequest).toBe(true);
    expect(accountDeps(loadEnv({ APP_ORIGIN: 'https://demo.example.com' }), { ...deps, mode: 'demo' }).originFromRequest).toBe(false);
    const production = accountDeps(loadEnv({ APP_ORIGIN: 'https://app.example.com' }), { ...deps, mode: 'production' });
    expect(production).toMatchObject({ appOrigin: 'https://app.example.com', originFromRequest: false });
  });
});
