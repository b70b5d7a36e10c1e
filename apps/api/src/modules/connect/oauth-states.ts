import { OAUTH_STATE_TTL_MS, type SocialNetwork } from '@ma/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { oauthStates } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

/**
 * Who may use a state: the signed-in user who asked for it, or the browser holding its cookie.
 * A re-authentication's state (docs/decisions/025-re-authentication.md) names the session too:
 * only that session may spend it, and a connection's return never takes it (nor the reverse).
 */
export type StateOwner = { userId: string; reauthSessionId?: string } | { browser: string };

/** A fresh state for a consent page; only its hash is stored. Also forgets states long expired. */
export async function createOauthState(db: Database, input: { network: SocialNetwork; owner: StateOwner; now: Date }): Promise<string> {
  const state = newSecretToken();
  const { owner, now } = input;
  await db.insert(oauthStates).values({
    stateHash: hashSecretToken(state),
    network: input.network,
    userId: 'userId' in owner ? owner.userId : null,
    browserHash: 'browser' in owner ? hashSecretToken(owner.browser) : null,
    reauthSessionId: 'userId' in owner ? (owner.reauthSessionId ?? null) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
  });
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, new Date(now.getTime() - OAUTH_STATE_TTL_MS)));
  return state;
}

/**
 * Spends a state: it must exist for this network and owner, be unused and unexpired. One
 * statement, so two returns with the same state cannot both pass. Otherwise 400 CONNECT_STATE_INVALID.
 */
export async function consumeOauthState(db: Database, input: { state: string; network: SocialNetwork; owner: StateOwner; now: Date }) {
  const { owner, now } = input;
  const ownedBy =
    'userId' in owner
      ? and(
          eq(oauthStates.userId, owner.userId),
          owner.reauthSessionId === undefined ? isNull(oauthStates.reauthSessionId) : eq(oauthStates.reauthSessionId, owner.reauthSessionId),
        )
      : eq(oauthStates.browserHash, hashSecretToken(owner.browser));
  const spent = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, hashSecretToken(input.state)),
        eq(oauthStates.network, input.network),
        ownedBy,
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({ stateHash: oauthStates.stateHash });
  if (spent.length === 0) throw apiError('CONNECT_STATE_INVALID');
}
