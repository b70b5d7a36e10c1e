import { Hono } from 'hono';
import { loadOrCreateSecret } from '../../auth/jwt-secret.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Logger } from '../../lib/logger.ts';
import { RETURN_PATHS, type ConnectServices } from './connect-services.ts';
import { createFakeMeta } from './providers/fakes/fake-meta.ts';
import { createFakeTikTok } from './providers/fakes/fake-tiktok.ts';
import { createMetaGraphClient } from './providers/meta-graph.ts';
import { createTikTokClient } from './providers/tiktok-api.ts';
import { createTokenCipher } from './token-cipher.ts';
import type { InstagramProvider, TikTokProvider } from './providers/provider.ts';

/** Where the API serves the demo stand-ins of Facebook and TikTok (pages, not /v3: they are documents). */
export const DEMO_META_PREFIX = '/demo/meta';
export const DEMO_TIKTOK_PREFIX = '/demo/tiktok';
const DEMO_APP = { id: 'demo-app', secret: 'demo-app-secret' };

/** The demo's API calls go straight to its app, in this process: no socket, whatever APP_ORIGIN says. */
const inProcess =
  (app: Hono): typeof fetch =>
  async (input, init) =>
    app.fetch(new Request(input, init));

/** Our own return pages on `origin`: the only redirect URIs the demo registers, never an open redirect. */
const returnUris = (origin: string, paths: readonly string[]) => paths.map((path) => new URL(path, origin).toString());

/**
 * Instagram and TikTok as the configuration asks: the real providers when their app
 * credentials are set; otherwise, in demo mode, the labelled demonstrations the API serves
 * itself (docs/product/connect.md "Demo"); otherwise not configured. Also the token cipher,
 * keyed by TOKEN_ENCRYPTION_KEY or a key generated into DATA_DIR.
 *
 * With APP_ORIGIN, the demo's pages and return addresses are on it. Without, the demo answers at
 * whatever address the browser used (127.0.0.1, the machine's address on the network): its
 * pages are served at the request's origin (`connect.at`, app.ts) and each consent page accepts
 * only our return pages on its own origin.
 */
export function connectDeps(
  env: Env,
  deps: { clock: Clock; logger: Logger; appOrigin: string; demoMode: boolean },
): { connect: ConnectServices; demoProviders: Hono | undefined } {
  const cipher = createTokenCipher(env.TOKEN_ENCRYPTION_KEY ?? loadOrCreateSecret(env.DATA_DIR, 'token-encryption-key'));
  const connect: ConnectServices = { cipher };
  const demo = new Hono();
  let demoUsed = false;
  // The demo's codes and tokens are signed with a key of the data folder: valid across restarts.
  const demoSecret = () => loadOrCreateSecret(env.DATA_DIR, 'demo-provider-secret');
  const fixedOrigin = env.APP_ORIGIN ? deps.appOrigin : undefined;
  const registered = (paths: readonly string[]) =>
    fixedOrigin ? returnUris(fixedOrigin, paths) : (pageOrigin: string) => returnUris(pageOrigin, paths);
  let instagramAt: ((origin: string) => InstagramProvider) | undefined;
  let tiktokAt: ((origin: string) => TikTokProvider) | undefined;

  if (env.META_APP_ID && env.META_APP_SECRET) {
    const provider = createMetaGraphClient({
      appId: env.META_APP_ID,
      appSecret: env.META_APP_SECRET,
      loginUrl: env.META_LOGIN_URL,
      graphUrl: env.META_GRAPH_URL,
      clock: deps.clock,
    });
    connect.instagram = { provider, mode: 'live' };
  } else if (deps.demoMode) {
    const fake = createFakeMeta({
      appId: DEMO_APP.id,
      appSecret: DEMO_APP.secret,
      secret: demoSecret(),
      prefix: DEMO_META_PREFIX,
      // Without a fixed origin, the origin of each request (the browser's, or this process's own calls).
      ...(fixedOrigin && { publicUrl: `${fixedOrigin}${DEMO_META_PREFIX}` }),
      redirectUris: registered([RETURN_PATHS.instagram, RETURN_PATHS.publicInstagram, RETURN_PATHS.reauthInstagram]),
      clock: deps.clock,
    });
    demo.route('/', fake.app);
    demoUsed = true;
    instagramAt = (origin) =>
      createMetaGraphClient({
        appId: DEMO_APP.id,
        appSecret: DEMO_APP.secret,
        ...fake.urls(origin),
        fetch: inProcess(fake.app),
        clock: deps.clock,
      });
    connect.instagram = { provider: instagramAt(deps.appOrigin), mode: 'demo' };
  }

  if (env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET) {
    const provider = createTikTokClient({
      clientKey: env.TIKTOK_CLIENT_KEY,
      clientSecret: env.TIKTOK_CLIENT_SECRET,
      authUrl: env.TIKTOK_AUTH_URL,
      apiUrl: env.TIKTOK_API_URL,
      clock: deps.clock,
    });
    connect.tiktok = { provider, mode: 'live' };
  } else if (deps.demoMode) {
    const fake = createFakeTikTok({
      clientKey: DEMO_APP.id,
      clientSecret: DEMO_APP.secret,
      secret: demoSecret(),
      prefix: DEMO_TIKTOK_PREFIX,
      ...(fixedOrigin && { publicUrl: `${fixedOrigin}${DEMO_TIKTOK_PREFIX}` }),
      redirectUris: registered([RETURN_PATHS.tiktok]),
      clock: deps.clock,
    });
    demo.route('/', fake.app);
    demoUsed = true;
    tiktokAt = (origin) =>
      createTikTokClient({
        clientKey: DEMO_APP.id,
        clientSecret: DEMO_APP.secret,
        ...fake.urls(origin),
        fetch: inProcess(fake.app),
        clock: deps.clock,
      });
    connect.tiktok = { provider: tiktokAt(deps.appOrigin), mode: 'demo' };
  }

  if (!fixedOrigin && (instagramAt || tiktokAt)) {
    const base = { ...connect };
    connect.at = (origin) => ({
      ...base,
      ...(instagramAt && { instagram: { provider: instagramAt(origin), mode: 'demo' as const } }),
      ...(tiktokAt && { tiktok: { provider: tiktokAt(origin), mode: 'demo' as const } }),
    });
  }

  deps.logger.info('connect', { instagram: connect.instagram?.mode ?? 'not configured', tiktok: connect.tiktok?.mode ?? 'not configured' });
  return { connect, demoProviders: demoUsed ? demo : undefined };
}
