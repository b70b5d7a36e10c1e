import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Logger } from '../../lib/logger.ts';
import { call, createTestApp, createTestClock, type TestClock } from '../../test/test-app.ts';
import type { App } from '../../app.ts';
import type { ConnectServices } from './connect-services.ts';
import { createFakeMeta } from './providers/fakes/fake-meta.ts';
import { createFakeTikTok } from './providers/fakes/fake-tiktok.ts';
import { startFake } from './providers/fakes/serve.ts';
import { submitConsent } from './providers/fakes/test-setup.ts';
import { createMetaGraphClient } from './providers/meta-graph.ts';
import { createTikTokClient } from './providers/tiktok-api.ts';
import { createTokenCipher } from './token-cipher.ts';

const META_APP = { appId: '5550001', appSecret: 'segredo-meta-dos-testes' };
const TIKTOK_APP = { clientKey: 'awtests0001', clientSecret: 'segredo-tiktok-dos-testes' };
export const APP_ORIGIN = 'http://localhost:3000';

/** Lines logged by the app, to check that no token is ever written. */
export function capturingLogger(): Logger & { lines: string[] } {
  const lines: string[] = [];
  const log = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void lines.push(
      `${level} ${message} ${JSON.stringify(fields ?? {}, (_key, value: unknown) => (value instanceof Error ? `${value.name}: ${value.message}` : value))}`,
    );
  return { lines, debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') } as Logger & { lines: string[] };
}

/**
 * The fake Meta and TikTok of the tests on local ports, for the describe block, and apps whose
 * connect module talks to them over HTTP with the real clients. Every app shares one clock
 * with the fakes, so that codes, states and tokens expire as the test moves time.
 */
export function useConnectFakes() {
  let clock: TestClock = createTestClock();
  const clockProxy = { now: () => clock.now() };
  const meta = createFakeMeta({ ...META_APP, secret: 'segredo-dos-fakes', prefix: '/meta', clock: clockProxy });
  const tiktok = createFakeTikTok({ ...TIKTOK_APP, secret: 'segredo-dos-fakes', prefix: '/tiktok', clock: clockProxy });
  const servers: { meta?: Awaited<ReturnType<typeof startFake>>; tiktok?: Awaited<ReturnType<typeof startFake>> } = {};
  beforeAll(async () => {
    servers.meta = await startFake(meta.app);
    servers.tiktok = await startFake(tiktok.app);
  });
  afterAll(async () => {
    await servers.meta?.close();
    await servers.tiktok?.close();
  });

  const connectServices = (): ConnectServices => {
    if (!servers.meta || !servers.tiktok) throw new Error('the fakes start in beforeAll');
    return {
      cipher: createTokenCipher('segredo-de-criptografia-dos-tokens-de-teste'),
      instagram: {
        provider: createMetaGraphClient({ ...META_APP, ...meta.urls(servers.meta.url), clock: clockProxy, timeoutMs: 2000 }),
        mode: 'live',
      },
      tiktok: {
        provider: createTikTokClient({ ...TIKTOK_APP, ...tiktok.urls(servers.tiktok.url), clock: clockProxy, timeoutMs: 2000 }),
        mode: 'live',
      },
    };
  };

  return {
    meta,
    tiktok,
    /** The connect module's services on the fakes, for an app built elsewhere (the OpenAPI fuzz). */
    services: connectServices,
    /** A fresh app (and clock) whose connect module uses the fakes. */
    app(db: DatabaseHandle['db'], logger?: Logger) {
      clock = createTestClock();
      const connect = connectServices();
      const created = createTestApp(db, { clock, connect, appOrigin: APP_ORIGIN, ...(logger && { logger }) });
      return { ...created, clock, connect };
    },
  };
}

/** Where the provider sent the browser back: the consent page answered as a person would. */
export async function consent(
  app: App,
  input: { token?: string; network: 'instagram' | 'tiktok'; scenario?: string; action?: 'grant' | 'cancel'; public?: boolean; cookie?: string },
) {
  const path = input.public ? '/v3/connect/public/instagram/authorize' : `/v3/connect/${input.network}/authorize`;
  const started = await call(app, 'POST', path, { ...(input.token && { token: input.token }) });
  if (started.status !== 200) throw new Error(`authorize failed: ${started.status} ${started.text}`);
  const authorizeUrl = new URL(String(started.json?.['authorize_url']));
  const page = await fetch(authorizeUrl);
  const returned = await submitConsent(authorizeUrl.origin, await page.text(), {
    scenario: input.scenario ?? 'grant',
    action: input.action ?? 'grant',
  });
  const cookie = started.headers.get('set-cookie')?.split(';')[0];
  return { authorizeUrl, returned, code: returned.searchParams.get('code') ?? '', state: returned.searchParams.get('state') ?? '', cookie };
}

type FakeMeta = ReturnType<typeof useConnectFakes>['meta'];

/**
 * A person signing up from Instagram (the public picker), as the Instagram account of `seed`
 * (`demo-ig-{seed}`, the first profile the fake's grant shows): the new account's session.
 */
export async function signUpFromInstagram(app: App, meta: FakeMeta, seed: string): Promise<{ token: string; instagramId: string }> {
  const started = await call(app, 'POST', '/v3/connect/public/instagram/authorize');
  const state = new URL(String(started.json?.['authorize_url'])).searchParams.get('state') ?? '';
  const cookie = started.headers.get('set-cookie')?.split(';')[0] ?? '';
  const code = meta.control.issueCode({ redirectUri: `${APP_ORIGIN}/instagram/connect`, seed });
  const query = `code=${encodeURIComponent(code)}&state=${encodeURIComponent(state)}`;
  const picker = String((await call(app, 'GET', `/v3/connect/public/instagram-api?${query}`, { headers: { cookie } })).json?.['access_token']);
  const profiles = await call(app, 'GET', `/v3/connect/public/instagram/profiles?access_token=${encodeURIComponent(picker)}`);
  const [chosen] = profiles.json?.['profiles'] as { username: string }[];
  const signedUp = await call(app, 'POST', '/v3/connect/public/instagram', { body: { access_token: picker, username: chosen?.username } });
  if (signedUp.status !== 201) throw new Error(`sign-up failed: ${signedUp.status} ${signedUp.text}`);
  return { token: String(signedUp.json?.['access_token']), instagramId: `demo-ig-${seed}` };
}

/**
 * 'Confirmar com o Instagram' of the session `token`, the consent given as the Instagram account
 * of `seed`: the answer of POST /v3/account/reauth, and the state it spent.
 */
export async function reauthWithInstagram(app: App, meta: FakeMeta, token: string, seed: string, headers: Record<string, string> = {}) {
  const started = await call(app, 'POST', '/v3/account/reauth/instagram', { token, headers });
  if (started.status !== 200) throw new Error(`reauth start failed: ${started.status} ${started.text}`);
  const authorizeUrl = new URL(String(started.json?.['authorize_url']));
  const state = authorizeUrl.searchParams.get('state') ?? '';
  const code = meta.control.issueCode({ redirectUri: `${APP_ORIGIN}/account/confirm-instagram`, seed });
  const answer = await call(app, 'POST', '/v3/account/reauth', { token, body: { instagram_code: code, instagram_state: state }, headers });
  return { answer, state, authorizeUrl, proof: answer.status === 200 ? String(answer.json?.['proof']) : undefined };
}
