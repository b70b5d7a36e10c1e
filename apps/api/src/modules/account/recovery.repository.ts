import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { passwordResetTokens, users, type UserRow } from '../../db/schema.ts';
import { voidPendingEmailLinks } from './email-links.ts';

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** Issues a reset token for a user: 32 random bytes (base64url), valid for 1 hour, stored only as a hash. */
export async function createResetToken(db: Database, userId: string, now: Date): Promise<string> {
  const token = newSecretToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hashSecretToken(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** The unused, unexpired token of that e-mail's account, if the pair is genuine. */
export async function findUsableResetToken(db: Database, input: { email: string; token: string; now: Date }) {
  const [row] = await db
    .select({ tokenId: passwordResetTokens.id, userId: users.id })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashSecretToken(input.token)),
        eq(users.email, input.email.toLowerCase()),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, input.now),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Uses the token and sets the new password, atomically: the token can be used once even
 * under concurrent requests; the token version is bumped (every older access token is
 * revoked), and the account's other pending links stop working, its e-mail changes included
 * (one an intruder asked for dies with the owner's recovery). The link came to the account's
 * address, so the address is now proven.
 */
export async function resetPasswordWithToken(
  db: Database,
  input: { tokenId: string; userId: string; passwordHash: string; now: Date },
): Promise<UserRow | undefined> {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.id, input.tokenId), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, input.now)))
      .returning({ id: passwordResetTokens.id });
    if (!used) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash: input.passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, emailVerifiedAt: input.now })
      .where(eq(users.id, input.userId))
      .returning();
    await voidPendingEmailLinks(tx, input.userId, input.now, 'change');
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: input.now })
      .where(and(eq(passwordResetTokens.userId, input.userId), isNull(passwordResetTokens.usedAt)));
    return user;
  });
}
