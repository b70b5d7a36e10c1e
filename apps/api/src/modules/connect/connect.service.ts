import { isUsernameShape, MANUAL_REFRESH_INTERVAL_MS, networkLabels, usernameFromHandle, type Level, type SocialNetwork } from '@ma/domain';
import type { InstagramProfile, NetworkConnection, PickerGrant } from '@ma/api-client/schemas';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import { socialAccounts, users } from '../../db/schema.ts';
import { storeProfilePhoto } from '../media-kit/photo-store.ts';
import { apiError, tooManyAttempts } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import { createUser } from '../account/account.repository.ts';
import { RETURN_PATHS, requireProvider } from './connect-services.ts';
import {
  findConnection,
  instagramProfile,
  listConnections,
  profileOwner,
  removeConnection,
  saveConnection,
  tiktokProfile,
  type LevelChange,
} from './connections.ts';
import { consumeOauthState, createOauthState, type StateOwner } from './oauth-states.ts';
import { createPickerGrant, readPickerGrant, spendPickerGrant, type GrantOwner } from './picker-grants.ts';
import { ProviderError, type InstagramAccount } from './providers/provider.ts';
import { refreshConnection } from './stats-refresh.ts';

type Services = Pick<AppServices, 'db' | 'events' | 'clock' | 'connect' | 'appOrigin' | 'logger' | 'background' | 'tokens' | 'storage'>;

const PICTURE_TIMEOUT_MS = 5000;
const PICTURE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Keeps a copy of an Instagram profile picture as the account's photo: Instagram's picture URLs
 * are signed and expire within days. Until the copy is stored (or if it cannot be), the account
 * shows Instagram's URL.
 */
export async function copyProfilePicture(services: Pick<Services, 'db' | 'storage' | 'logger'>, userId: string, url: string): Promise<void> {
  let stored: { pictureUrl: string };
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(PICTURE_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`the picture answered ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.byteLength > PICTURE_MAX_BYTES) throw new Error('the picture is too large');
    stored = await storeProfilePhoto(services.storage, userId, bytes);
  } catch (error) {
    // The demo's avatars are SVG, which photos never are: they stay as they are.
    services.logger.info('connect: kept the Instagram picture URL', { userId, reason: error instanceof Error ? error.message : String(error) });
    return;
  }
  // Unless the creator chose another photo meanwhile.
  await services.db
    .update(users)
    .set({ pictureUrl: stored.pictureUrl })
    .where(and(eq(users.id, userId), eq(users.pictureUrl, url)));
}

/** A provider's failure as the API answers it: a refused code or token is TOKEN_ERROR, anything else GENERIC. */
async function fromProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderError) throw apiError(error.failure === 'token' ? 'TOKEN_ERROR' : 'GENERIC');
    throw error;
  }
}

const returnUri = (services: Services, path: string) => new URL(path, services.appOrigin).toString();

/** The consent page of `network` for this owner, with a fresh single-use state. */
export async function authorizeUrl(services: Services, network: SocialNetwork, owner: StateOwner): Promise<string> {
  const provider = requireProvider(services.connect, network);
  const state = await createOauthState(services.db, { network, owner, now: services.clock.now() });
  const path = network === 'tiktok' ? RETURN_PATHS.tiktok : 'userId' in owner ? RETURN_PATHS.instagram : RETURN_PATHS.publicInstagram;
  return provider.authorizeUrl({ state, redirectUri: returnUri(services, path) });
}

/** Facebook's return: spends the state, exchanges the code (then for a long-lived token) and answers a picker token. */
export async function exchangeInstagramCode(services: Services, input: { code: string; state: string; owner: StateOwner }): Promise<PickerGrant> {
  const provider = requireProvider(services.connect, 'instagram');
  const { db, clock } = services;
  await consumeOauthState(db, { state: input.state, network: 'instagram', owner: input.owner, now: clock.now() });
  const path = 'userId' in input.owner ? RETURN_PATHS.instagram : RETURN_PATHS.publicInstagram;
  const tokens = await fromProvider(() => provider.exchangeCode({ code: input.code, redirectUri: returnUri(services, path) }));
  const owner: GrantOwner = 'userId' in input.owner ? { userId: input.owner.userId } : 'public';
  return createPickerGrant(db, services.connect.cipher, { owner, tokens, now: clock.now() });
}

/** The Instagram accounts a token reaches; no page granted, or pages without one, are the product's two errors. */
async function instagramAccounts(services: Services, providerToken: string): Promise<InstagramAccount[]> {
  const provider = requireProvider(services.connect, 'instagram');
  const pages = await fromProvider(() => provider.listAccounts(providerToken));
  if (pages.pageCount === 0) throw apiError('FACEBOOK_PAGES_NOT_FOUND');
  if (pages.accounts.length === 0) throw apiError('INSTAGRAM_NOT_CONNECTED_WITH_PAGE');
  return pages.accounts;
}

export async function listInstagramProfiles(services: Services, input: { accessToken: string; owner: GrantOwner }): Promise<InstagramProfile[]> {
  const grant = await readPickerGrant(services.db, services.connect.cipher, { ...input, now: services.clock.now() });
  const accounts = await instagramAccounts(services, grant.providerToken);
  return accounts.map((account) => ({ username: account.username, name: account.name, profilePictureUrl: account.profilePictureUrl }));
}

/** The picker's choice among the token's accounts (case does not matter, '@' neither), or INSTAGRAM_NOT_FOUND. */
async function chosenAccount(services: Services, input: { accessToken: string; username: string; owner: GrantOwner }) {
  const grant = await readPickerGrant(services.db, services.connect.cipher, {
    accessToken: input.accessToken,
    owner: input.owner,
    now: services.clock.now(),
  });
  const wanted = input.username.replace(/^@/, '').toLowerCase();
  const account = (await instagramAccounts(services, grant.providerToken)).find((candidate) => candidate.username.toLowerCase() === wanted);
  if (!account) throw apiError('INSTAGRAM_NOT_FOUND');
  return { grant, account };
}

/**
 * The numbers a connection has until the first reading are the profile's counts: the recent
 * posts, the engagement and the audience are read at once, after the answer.
 */
function readStatsSoon(services: Services, userId: string, network: SocialNetwork): void {
  const { db, events, connect, logger, clock, background } = services;
  background.run(`first ${network} stats reading`, async () => {
    const row = await findConnection(db, userId, network);
    if (row) await refreshConnection({ db, events, connect, logger, now: () => clock.now() }, row).catch(() => undefined);
  });
}

/**
 * 'Finalizar' of the private picker: connects the chosen profile to the signed-in account. With
 * `keepsInstagram` (an account its Instagram alone proves, docs/decisions/025-re-authentication.md)
 * only the Instagram already connected may be connected again (a new token), never another one.
 */
export async function connectInstagram(
  services: Services,
  input: { userId: string; accessToken: string; username: string; keepsInstagram?: boolean },
): Promise<LevelChange> {
  const { db, events, clock, connect } = services;
  const { grant, account } = await chosenAccount(services, { ...input, owner: { userId: input.userId } });
  if (input.keepsInstagram && (await findConnection(db, input.userId, 'instagram'))?.externalId !== account.id)
    throw apiError('INSTAGRAM_IS_THE_PROOF');
  const change = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await spendPickerGrant(tx, grant.tokenHash, now))) throw apiError('TOKEN_ERROR');
    return saveConnection(tx, events, connect.cipher, {
      userId: input.userId,
      network: 'instagram',
      profile: instagramProfile(account),
      tokens: { accessToken: grant.providerToken, expiresAt: grant.tokenExpiresAt, refreshToken: null, refreshExpiresAt: null },
      now,
    });
  });
  readStatsSoon(services, input.userId, 'instagram');
  return change;
}

/**
 * 'Finalizar' of the public picker: a new creator account made from the chosen profile (name,
 * username, photo, numbers), to be signed in (the handler starts its session). It has no e-mail
 * or password until its owner adds them.
 */
export async function signUpWithInstagram(
  services: Services,
  input: { accessToken: string; username: string },
): Promise<{ user: { id: string; tokenVersion: number }; level: Level }> {
  const { db, events, clock, connect } = services;
  const { grant, account } = await chosenAccount(services, { ...input, owner: 'public' });
  if (await profileOwner(db, 'instagram', account.id)) throw apiError('ACCOUNT_ALREADY_EXISTS');
  const username = usernameFromHandle(account.username);
  const user = await db.transaction(async (tx) => {
    const now = clock.now();
    if (!(await spendPickerGrant(tx, grant.tokenHash, now))) throw apiError('TOKEN_ERROR');
    const created = await createUser(tx, {
      email: null,
      name: account.name.trim() || account.username,
      ...(isUsernameShape(username) && { preferredUsername: username }),
      pictureUrl: account.profilePictureUrl,
      createdAt: now,
    });
    if (created === 'email-taken') throw apiError('ACCOUNT_ALREADY_EXISTS');
    const change = await saveConnection(tx, events, connect.cipher, {
      userId: created.id,
      network: 'instagram',
      profile: instagramProfile(account),
      tokens: { accessToken: grant.providerToken, expiresAt: grant.tokenExpiresAt, refreshToken: null, refreshExpiresAt: null },
      now,
    });
    return { ...created, level: change.level };
  });
  readStatsSoon(services, user.id, 'instagram');
  const picture = account.profilePictureUrl;
  if (picture) services.background.run('copy the Instagram profile picture', () => copyProfilePicture(services, user.id, picture));
  return { user: { id: user.id, tokenVersion: user.tokenVersion }, level: user.level };
}

/** TikTok's return: spends the state, exchanges the code, reads the profile and connects it. */
export async function connectTikTok(services: Services, input: { userId: string; code: string; state: string }): Promise<LevelChange> {
  const provider = requireProvider(services.connect, 'tiktok');
  const { db, events, clock, connect } = services;
  await consumeOauthState(db, { state: input.state, network: 'tiktok', owner: { userId: input.userId }, now: clock.now() });
  const grant = await fromProvider(() => provider.exchangeCode({ code: input.code, redirectUri: returnUri(services, RETURN_PATHS.tiktok) }));
  const user = await fromProvider(() => provider.fetchUser(grant.accessToken));
  const change = await db.transaction((tx) =>
    saveConnection(tx, events, connect.cipher, {
      userId: input.userId,
      network: 'tiktok',
      profile: tiktokProfile(user),
      tokens: grant,
      now: clock.now(),
    }),
  );
  readStatsSoon(services, input.userId, 'tiktok');
  return change;
}

/** Removes the connection now; the grant is revoked at the provider afterwards (best effort, logged). */
export async function disconnect(services: Services, userId: string, network: SocialNetwork): Promise<LevelChange> {
  const { db, events, connect, background } = services;
  const result = await db.transaction((tx) => removeConnection(tx, events, userId, network));
  if (!result) throw apiError('NETWORK_NOT_CONNECTED', networkLabels[network]);
  const token = result.removed.accessTokenEnc ? connect.cipher.open(result.removed.accessTokenEnc) : undefined;
  const configured = connect[network];
  if (token && configured) background.run(`revoke ${network} grant`, () => configured.provider.revoke(token));
  return { level: result.level, previousLevel: result.previousLevel };
}

/** 'Atualizar': reads the network's numbers now, once every 5 minutes per connection. */
export async function refreshNow(services: Services, userId: string, network: SocialNetwork): Promise<NetworkConnection[]> {
  const { db, events, clock, connect, logger } = services;
  requireProvider(connect, network);
  const row = await findConnection(db, userId, network);
  if (!row) throw apiError('NETWORK_NOT_CONNECTED', networkLabels[network]);
  if (row.status === 'reconnect') throw apiError('NETWORK_NEEDS_RECONNECT', networkLabels[network]);
  const now = clock.now();
  // One statement takes the slot, so two presses at once cannot both read the provider.
  const since = new Date(now.getTime() - MANUAL_REFRESH_INTERVAL_MS);
  const s = socialAccounts;
  const taken = await db
    .update(s)
    .set({ manualRefreshAt: now })
    .where(and(eq(s.userId, userId), eq(s.network, network), or(isNull(s.manualRefreshAt), lte(s.manualRefreshAt, since))))
    .returning({ userId: s.userId });
  if (taken.length === 0) {
    const waitMs = (row.manualRefreshAt?.getTime() ?? now.getTime()) + MANUAL_REFRESH_INTERVAL_MS - now.getTime();
    throw tooManyAttempts('STATS_REFRESH_TOO_SOON', Math.max(waitMs, 1000));
  }
  let outcome;
  try {
    outcome = await refreshConnection({ db, events, connect, logger, now: () => clock.now() }, row);
  } catch (error) {
    if (error instanceof ProviderError) throw apiError('GENERIC');
    throw error;
  }
  if (outcome === 'reconnect') throw apiError('NETWORK_NEEDS_RECONNECT', networkLabels[network]);
  if (outcome === 'retry') throw apiError('GENERIC');
  return listConnections(db, userId);
}
