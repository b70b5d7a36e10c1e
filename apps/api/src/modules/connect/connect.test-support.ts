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
