import { PICKER_TOKEN_TTL_MS } from '@ma/domain';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { connectGrants } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import type { ProviderTokens } from './providers/provider.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import type { TokenCipher } from './token-cipher.ts';

/** The signed-in user's picker, or the public one (sign-up with Instagram). */
export type GrantOwner = { userId: string } | 'public';

const ownerIs = (owner: GrantOwner) => (owner === 'public' ? isNull(connectGrants.userId) : eq(connectGrants.userId, owner.userId));

/**
 * Keeps the provider's token (encrypted) and answers the picker token that stands for it:
 * random, stored as its hash, valid for 15 minutes.
 */
export async function createPickerGrant(
  db: Database,
  cipher: TokenCipher,
  input: { owner: GrantOwner; tokens: ProviderTokens; now: Date },
): Promise<{ accessToken: string; expiresIn: number }> {
  const { owner, tokens, now } = input;
  const accessToken = newSecretToken();
  await db.insert(connectGrants).values({
    tokenHash: hashSecretToken(accessToken),
    network: 'instagram',
    userId: owner === 'public' ? null : owner.userId,
    accessTokenEnc: cipher.seal(tokens.accessToken),
    tokenExpiresAt: tokens.expiresAt,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PICKER_TOKEN_TTL_MS),
  });
  await db.delete(connectGrants).where(lt(connectGrants.expiresAt, new Date(now.getTime() - PICKER_TOKEN_TTL_MS)));
  return { accessToken, expiresIn: PICKER_TOKEN_TTL_MS / 1000 };
}

/** The provider's token behind a live picker token of this owner, or 400 TOKEN_ERROR. */
export async function readPickerGrant(
  db: Database,
  cipher: TokenCipher,
  input: { accessToken: string; owner: GrantOwner; now: Date },
): Promise<{ tokenHash: string; providerToken: string; tokenExpiresAt: Date | null }> {
  const tokenHash = hashSecretToken(input.accessToken);
  const [grant] = await db
    .select()
    .from(connectGrants)
    .where(and(eq(connectGrants.tokenHash, tokenHash), ownerIs(input.owner), isNull(connectGrants.usedAt), gt(connectGrants.expiresAt, input.now)))
    .limit(1);
  const providerToken = grant && cipher.open(grant.accessTokenEnc);
  if (!grant || !providerToken) throw apiError('TOKEN_ERROR');
  return { tokenHash, providerToken, tokenExpiresAt: grant.tokenExpiresAt };
}

/** Marks a picker token spent, in the transaction that connected with it; false when another request spent it first. */
export async function spendPickerGrant(db: Database, tokenHash: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(connectGrants)
    .set({ usedAt: now })
    .where(and(eq(connectGrants.tokenHash, tokenHash), isNull(connectGrants.usedAt)))
    .returning({ tokenHash: connectGrants.tokenHash });
  return spent.length > 0;
}
