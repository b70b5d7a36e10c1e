import { maskEmail, SIGN_IN_LINK_TTL_MS, type Level } from '@ma/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { signInLinks, users } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';

/**
 * Sign-in links (docs/product/routes-and-navigation.md "Token in the URL", decision 026): the
 * only token the product puts in a `?token=` address. Unlike a session token it works once,
 * for 15 minutes, for this purpose alone: it is no bearer token (not a JWT, so no route takes
 * it), and it is no e-mail, reset or brand link (each of those is looked up in its own table).
 * The web spends it for a session only after the visitor saw whose account it opens.
 */

/** The address that signs in with `token`: the web's home, which routes by level after the sign-in. */
export const signInLinkUrl = (appOrigin: string, token: string): string => {
  const url = new URL('/', appOrigin);
  url.searchParams.set('token', token);
  return url.toString();
};

/** A new link to the account of `userId` (still there): its token, shown once; undefined when there is no such account. */
export async function createSignInLink(db: Database, input: { userId: string; now: Date }): Promise<{ token: string; expiresAt: Date } | undefined> {
  const [user] = await db
    .select({ tokenVersion: users.tokenVersion })
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)));
  if (!user) return undefined;
  const token = newSecretToken();
  const expiresAt = new Date(input.now.getTime() + SIGN_IN_LINK_TTL_MS);
  await db.insert(signInLinks).values({
    userId: input.userId,
    tokenHash: hashSecretToken(token),
    tokenVersion: user.tokenVersion,
    createdAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** A link that still works: unused, unexpired, of an account still there under the same token version. */
const live = (token: string, now: Date) =>
  and(
    eq(signInLinks.tokenHash, hashSecretToken(token)),
    isNull(signInLinks.usedAt),
    gt(signInLinks.expiresAt, now),
    isNull(users.deletedAt),
    eq(users.tokenVersion, signInLinks.tokenVersion),
  );

export interface LinkAccount {
  name: string;
  /** Masked ('f***@gmail.com'); null for an account without one. */
  email: string | null;
  level: Level;
}

/** Whose account a live link opens, without spending it; undefined for any other token. */
export async function previewSignInLink(db: Database, token: string, now: Date): Promise<LinkAccount | undefined> {
  const [row] = await db
    .select({ name: users.name, email: users.email, level: users.level })
    .from(signInLinks)
    .innerJoin(users, eq(users.id, signInLinks.userId))
    .where(live(token, now))
    .limit(1);
  return row && { name: row.name, email: row.email === null ? null : maskEmail(row.email), level: row.level };
}

/**
 * Spends a live link: the account to sign in, or undefined (unknown, used, expired, voided). One
 * statement marks it used only if it still was live, so two requests with the same link never
 * both succeed.
 */
export async function spendSignInLink(db: Database, token: string, now: Date): Promise<{ userId: string } | undefined> {
  const [spent] = await db
    .update(signInLinks)
    .set({ usedAt: now })
    .from(users)
    .where(and(eq(users.id, signInLinks.userId), live(token, now)))
    .returning({ userId: signInLinks.userId });
  return spent;
}
