import type { RouteHandler } from '@hono/zod-openapi';
import {
  authResponseSchema,
  authorizeUrlSchema,
  connectionChangeSchema,
  connectionsSchema,
  instagramConnectPayloadSchema,
  instagramProfilesSchema,
  pickerGrantSchema,
  tiktokConnectPayloadSchema,
} from '@ma/api-client/schemas';
import { socialNetworks } from '@ma/domain';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { startSession } from '../../auth/sessions.ts';
import { apiError } from '../../lib/errors.ts';
import { requestOrigin } from '../../lib/request-origin.ts';
import type { AppEnv, AppRouteHandler, AuthedEnv } from '../../lib/types.ts';
import type { AppServices } from '../services.ts';
import { fromWire, toWire } from '../../lib/wire.ts';
import { providerMode } from './connect-services.ts';
import * as connect from './connect.service.ts';
import type * as routes from './connect.routes.ts';
import { listConnections } from './connections.ts';
import { throttlePublicConnect } from './public-connect-throttle.ts';
import { newSecretToken } from '../../lib/secret-token.ts';
import { provenOnlyByInstagram } from '../../auth/reauth-methods.ts';

/** The services this module's handlers use (the app gives every request all of them). */
export type ConnectNeeds = Pick<
  AppServices,
  'db' | 'events' | 'clock' | 'connect' | 'logger' | 'tokens' | 'background' | 'appOrigin' | 'storage' | 'rateLimiter' | 'trustProxy'
>;

/** Binds the sign-up with Instagram to the browser that started it (its state is useless elsewhere). */
const BROWSER_COOKIE = 'ma_connect_browser';
const BROWSER_COOKIE_PATH = '/v3/connect/public';

const connectionsBody = async (services: ConnectNeeds, userId: string) => {
  const networks = await listConnections(services.db, userId);
  const providers = Object.fromEntries(socialNetworks.map((network) => [network, providerMode(services.connect, network)])) as Record<
    (typeof socialNetworks)[number],
    ReturnType<typeof providerMode>
  >;
  return toWire(connectionsSchema, { networks, providers });
};

export const networks: RouteHandler<typeof routes.networks, AuthedEnv<ConnectNeeds>> = async (c) =>
  c.json(await connectionsBody(c.var.services, c.var.user.id), 200);

export const authorize: RouteHandler<typeof routes.authorize, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { network } = c.req.valid('param');
  const authorizeUrl = await connect.authorizeUrl(c.var.services, network, { userId: c.var.user.id });
  return c.json(toWire(authorizeUrlSchema, { authorizeUrl }), 200);
};

export const instagramExchange: RouteHandler<typeof routes.instagramExchange, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { code, state } = c.req.valid('query');
  const grant = await connect.exchangeInstagramCode(c.var.services, { code, state, owner: { userId: c.var.user.id } });
  return c.json(toWire(pickerGrantSchema, grant), 200);
};

export const instagramProfiles: RouteHandler<typeof routes.instagramProfiles, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { access_token: accessToken } = c.req.valid('query');
  const profiles = await connect.listInstagramProfiles(c.var.services, { accessToken, owner: { userId: c.var.user.id } });
  return c.json(toWire(instagramProfilesSchema, { profiles }), 200);
};

export const instagramConnect: RouteHandler<typeof routes.instagramConnect, AuthedEnv<ConnectNeeds>> = async (c) => {
  const payload = fromWire(instagramConnectPayloadSchema, c.req.valid('json'));
  const user = c.var.user;
  // The Instagram of an account it alone proves stays that Instagram (docs/decisions/025-re-authentication.md).
  const onlyProof = provenOnlyByInstagram(user);
  const change = await connect.connectInstagram(c.var.services, { userId: user.id, ...payload, keepsInstagram: onlyProof });
  return c.json(toWire(connectionChangeSchema, { network: 'instagram', ...change }), 200);
};

export const tiktokConnect: RouteHandler<typeof routes.tiktokConnect, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { code, state } = fromWire(tiktokConnectPayloadSchema, c.req.valid('json'));
  const change = await connect.connectTikTok(c.var.services, { userId: c.var.user.id, code, state });
  return c.json(toWire(connectionChangeSchema, { network: 'tiktok', ...change }), 200);
};

export const disconnect: RouteHandler<typeof routes.disconnect, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { network } = c.req.valid('param');
  // Without it, an account made from Instagram would have no way left to prove it is its owner's.
  if (network === 'instagram' && provenOnlyByInstagram(c.var.user)) throw apiError('INSTAGRAM_IS_THE_PROOF');
  const change = await connect.disconnect(c.var.services, c.var.user.id, network);
  return c.json(toWire(connectionChangeSchema, { network, ...change }), 200);
};

export const refresh: RouteHandler<typeof routes.refresh, AuthedEnv<ConnectNeeds>> = async (c) => {
  const { network } = c.req.valid('param');
  await connect.refreshNow(c.var.services, c.var.user.id, network);
  return c.json(await connectionsBody(c.var.services, c.var.user.id), 200);
};

/**
 * Whether the browser reached us over https: the public address (APP_ORIGIN) says so, or the
 * request does, behind our TLS-terminating proxy its X-Forwarded-Proto (TRUST_PROXY).
 */
const overHttps = (c: Context<AppEnv<ConnectNeeds>>) => {
  const { appOrigin, trustProxy } = c.var.services;
  return appOrigin.startsWith('https:') || requestOrigin(c, trustProxy)?.startsWith('https:') === true;
};

function browserBinding(c: Context<AppEnv<ConnectNeeds>>): string {
  const existing = getCookie(c, BROWSER_COOKIE);
  if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
  const value = newSecretToken();
  setCookie(c, BROWSER_COOKIE, value, {
    path: BROWSER_COOKIE_PATH,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: 60 * 60,
    secure: overHttps(c),
  });
  return value;
}

export const publicAuthorize: AppRouteHandler<typeof routes.publicAuthorize, ConnectNeeds> = async (c) => {
  // No session: each start writes a state row, so an address may start only so many.
  await throttlePublicConnect(c);
  const authorizeUrl = await connect.authorizeUrl(c.var.services, 'instagram', { browser: browserBinding(c) });
  return c.json(toWire(authorizeUrlSchema, { authorizeUrl }), 200);
};

export const publicInstagramExchange: AppRouteHandler<typeof routes.publicInstagramExchange, ConnectNeeds> = async (c) => {
  const { code, state } = c.req.valid('query');
  const browser = getCookie(c, BROWSER_COOKIE);
  if (!browser) throw apiError('CONNECT_STATE_INVALID');
  const grant = await connect.exchangeInstagramCode(c.var.services, { code, state, owner: { browser } });
  return c.json(toWire(pickerGrantSchema, grant), 200);
};

export const publicInstagramProfiles: AppRouteHandler<typeof routes.publicInstagramProfiles, ConnectNeeds> = async (c) => {
  const { access_token: accessToken } = c.req.valid('query');
  const profiles = await connect.listInstagramProfiles(c.var.services, { accessToken, owner: 'public' });
  return c.json(toWire(instagramProfilesSchema, { profiles }), 200);
};

export const publicInstagramSignUp: AppRouteHandler<typeof routes.publicInstagramSignUp, ConnectNeeds> = async (c) => {
  const payload = fromWire(instagramConnectPayloadSchema, c.req.valid('json'));
  const { user, level } = await connect.signUpWithInstagram(c.var.services, payload);
  return c.json(toWire(authResponseSchema, { accessToken: await startSession(c, user), level }), 201);
};
