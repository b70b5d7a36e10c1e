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

/** A demo stand-in served by the API, and its provider's client at an origin. */
interface DemoStandIn<P> {
  app: Hono;
  at: (origin: string) => P;
}

/** A fake served in this process, and its provider's client at an origin: the fake's URLs there, called in process. */
function servedHere<U, P>(fake: { app: Hono; urls: (origin: string) => U }, client: (at: U & { fetch: typeof fetch }) => P): DemoStandIn<P> {
  return { app: fake.app, at: (origin) => client({ ...fake.urls(origin), fetch: inProcess(fake.app) }) };
}

/**
 * One network's provider as the configuration asks: `live` when its app credentials are set,
 * otherwise `demo` (in demo mode), otherwise none. The same choice for Instagram and TikTok.
 */
function liveOrDemo<P>(
  live: (() => P) | undefined,
  demo: (() => DemoStandIn<P>) | undefined,
): { provider: (origin: string) => P; demo?: DemoStandIn<P> } | undefined {
  if (live) {
    const provider = live();
    return { provider: () => provider };
  }
  if (!demo) return undefined;
  const standIn = demo();
  return { provider: standIn.at, demo: standIn };
}

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
  // The demo's codes and tokens are signed with a key of the data folder: valid across restarts.
  const demoSecret = () => loadOrCreateSecret(env.DATA_DIR, 'demo-provider-secret');
  const fixedOrigin = env.APP_ORIGIN ? deps.appOrigin : undefined;
  const registered = (paths: readonly string[]) =>
    fixedOrigin ? returnUris(fixedOrigin, paths) : (pageOrigin: string) => returnUris(pageOrigin, paths);
  // What both demo stand-ins share: the signing key, where they are served and the return pages they accept.
  const standIn = (prefix: string, returnPaths: readonly string[]) => ({
    secret: demoSecret(),
    prefix,
    // Without a fixed origin, the origin of each request (the browser's, or this process's own calls).
    ...(fixedOrigin && { publicUrl: `${fixedOrigin}${prefix}` }),
    redirectUris: registered(returnPaths),
    clock: deps.clock,
  });

  const metaApp = env.META_APP_ID && env.META_APP_SECRET ? { appId: env.META_APP_ID, appSecret: env.META_APP_SECRET } : undefined;
  const tiktokApp =
    env.TIKTOK_CLIENT_KEY && env.TIKTOK_CLIENT_SECRET ? { clientKey: env.TIKTOK_CLIENT_KEY, clientSecret: env.TIKTOK_CLIENT_SECRET } : undefined;
  const instagram = liveOrDemo<InstagramProvider>(
    metaApp
      ? () =>
          createMetaGraphClient({
            ...metaApp,
            loginUrl: env.META_LOGIN_URL,
            graphUrl: env.META_GRAPH_URL,
            clock: deps.clock,
          })
      : undefined,
    deps.demoMode
      ? () => {
          const returns = [RETURN_PATHS.instagram, RETURN_PATHS.publicInstagram, RETURN_PATHS.reauthInstagram];
          const fake = createFakeMeta({ appId: DEMO_APP.id, appSecret: DEMO_APP.secret, ...standIn(DEMO_META_PREFIX, returns) });
          return servedHere(fake, (at) => createMetaGraphClient({ appId: DEMO_APP.id, appSecret: DEMO_APP.secret, ...at, clock: deps.clock }));
        }
      : undefined,
  );
  const tiktok = liveOrDemo<TikTokProvider>(
    tiktokApp
      ? () =>
          createTikTokClient({
            ...tiktokApp,
            authUrl: env.TIKTOK_AUTH_URL,
            apiUrl: env.TIKTOK_API_URL,
            clock: deps.clock,
          })
      : undefined,
    deps.demoMode
      ? () => {
          const fake = createFakeTikTok({
            clientKey: DEMO_APP.id,
            clientSecret: DEMO_APP.secret,
            ...standIn(DEMO_TIKTOK_PREFIX, [RETURN_PATHS.tiktok]),
          });
          return servedHere(fake, (at) => createTikTokClient({ clientKey: DEMO_APP.id, clientSecret: DEMO_APP.secret, ...at, clock: deps.clock }));
        }
      : undefined,
  );

  const demo = new Hono();
  for (const wired of [instagram, tiktok]) if (wired?.demo) demo.route('/', wired.demo.app);
  if (instagram) connect.instagram = { provider: instagram.provider(deps.appOrigin), mode: instagram.demo ? 'demo' : 'live' };
  if (tiktok) connect.tiktok = { provider: tiktok.provider(deps.appOrigin), mode: tiktok.demo ? 'demo' : 'live' };
  const instagramAt = instagram?.demo?.at;
  const tiktokAt = tiktok?.demo?.at;

  if (!fixedOrigin && (instagramAt || tiktokAt)) {
    const base = { ...connect };
    connect.at = (origin) => ({
      ...base,
      ...(instagramAt && { instagram: { provider: instagramAt(origin), mode: 'demo' as const } }),
      ...(tiktokAt && { tiktok: { provider: tiktokAt(origin), mode: 'demo' as const } }),
    });
  }

  deps.logger.info('connect', { instagram: connect.instagram?.mode ?? 'not configured', tiktok: connect.tiktok?.mode ?? 'not configured' });
  return { connect, demoProviders: instagram?.demo || tiktok?.demo ? demo : undefined };
}
