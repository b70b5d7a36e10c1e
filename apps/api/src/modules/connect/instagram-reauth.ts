import { apiError } from '../../lib/errors.ts';
import type { AppServices } from '../services.ts';
import { RETURN_PATHS, requireProvider } from './connect-services.ts';
import { findConnection } from './connections.ts';
import { consumeOauthState, createOauthState } from './oauth-states.ts';
import { ProviderError } from './providers/provider.ts';

type Services = Pick<AppServices, 'db' | 'clock' | 'connect' | 'appOrigin'>;

/**
 * A fresh Instagram consent as the proof of an account that has neither a password nor a proven
 * e-mail (docs/decisions/025-re-authentication.md): the connection's OAuth machinery, with a state
 * bound to the account and to the session that asked, returning to the web's own page.
 */
const returnUri = (services: Services) => new URL(RETURN_PATHS.reauthInstagram, services.appOrigin).toString();

/** The Instagram user id the account is connected to, or undefined. */
export async function connectedInstagramId(services: Pick<Services, 'db'>, userId: string): Promise<string | undefined> {
  return (await findConnection(services.db, userId, 'instagram'))?.externalId;
}

/** The consent page, with a fresh single-use state for this account and session. */
export async function reauthAuthorizeUrl(services: Services, owner: { userId: string; sessionId: string }): Promise<string> {
  const provider = requireProvider(services.connect, 'instagram');
  const state = await createOauthState(services.db, {
    network: 'instagram',
    owner: { userId: owner.userId, reauthSessionId: owner.sessionId },
    now: services.clock.now(),
  });
  return provider.authorizeUrl({ state, redirectUri: returnUri(services) });
}

/**
 * Whether the consent came back for the account's own Instagram: spends the state (400
 * CONNECT_STATE_INVALID when unknown, used, expired or another session's), exchanges the code and
 * reads the Instagram accounts the grant reaches. The grant is used for this and dropped: the
 * stored connection keeps its own token.
 */
export async function consentedToInstagram(
  services: Services,
  input: { userId: string; sessionId: string; code: string; state: string; instagramId: string },
): Promise<boolean> {
  const provider = requireProvider(services.connect, 'instagram');
  const owner = { userId: input.userId, reauthSessionId: input.sessionId };
  await consumeOauthState(services.db, { state: input.state, network: 'instagram', owner, now: services.clock.now() });
  try {
    const tokens = await provider.exchangeCode({ code: input.code, redirectUri: returnUri(services) });
    const pages = await provider.listAccounts(tokens.accessToken);
    return pages.accounts.some((account) => account.id === input.instagramId);
  } catch (error) {
    if (error instanceof ProviderError) throw apiError(error.failure === 'token' ? 'TOKEN_ERROR' : 'GENERIC');
    throw error;
  }
}
