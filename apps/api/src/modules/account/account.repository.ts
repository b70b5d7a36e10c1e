import { randomInt } from 'node:crypto';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import { users, type NewUserRow, type UserRow } from '../../db/schema.ts';
import { firstFreeUsername, usernameBase, usernameCandidate } from '@ma/domain';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

// Who is signed in is the platform's (auth/session-user-query.ts); the account's reads use the same columns.
export {
  connectedSocialsJson,
  qualifiedUserId,
  type ConnectedSocial,
  type SessionAudience,
  type SessionUser,
} from '../../auth/session-user-query.ts';

export type NewUser = Omit<NewUserRow, 'id' | 'username' | 'email'> & {
  /** Null for an account made from an Instagram profile (its owner adds one later). */
  email: string | null;
  /** Tried first; the name's slug otherwise. Numbered when taken ('ana_2'). */
  preferredUsername?: string;
};

const USERNAME_ATTEMPTS = 8;
/** After this many lost races, pick a random number so that a crowd of sign-ups stops colliding. */
const ORDERED_ATTEMPTS = 2;

/**
 * Inserts a user with a free username derived from the name, or answers 'email-taken'.
 * The unique constraints decide races between concurrent sign-ups.
 */
export async function createUser(db: Database, input: NewUser): Promise<UserRow | 'email-taken'> {
  const { preferredUsername, ...values } = input;
  const base = preferredUsername ?? usernameBase(values.name);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
    const taken = await db
      .select({ username: users.username })
      .from(users)
      // '_' is LIKE's one-character wildcard, and usernames are made of it.
      .where(or(eq(users.username, base), like(users.username, `${escapeLike(base)}\\_%`)));
    const username =
      attempt < ORDERED_ATTEMPTS
        ? firstFreeUsername(
            base,
            taken.map((row) => row.username),
          )
        : usernameCandidate(base, randomInt(100, 1_000_000));
    try {
      const [user] = await db
        .insert(users)
        .values({ ...values, email: values.email?.toLowerCase() ?? null, username })
        .returning();
      if (user) return user;
    } catch (error) {
      if (isUniqueViolation(error, 'users_email_unique')) return 'email-taken';
      if (!isUniqueViolation(error, 'users_username_unique')) throw error;
      // Someone took this username between our read and our insert: pick again.
    }
  }
  throw new Error(`No free username for base "${base}" after ${USERNAME_ATTEMPTS} attempts`);
}

/**
 * Sets the e-mail and password hash of an account that has no password yet, in one statement
 * (two tabs cannot both set one). 'email-taken' when another account has that e-mail.
 */
export async function setCredentials(
  db: Database,
  input: { userId: string; email: string; passwordHash: string },
): Promise<'ok' | 'email-taken' | 'password-set'> {
  try {
    const updated = await db
      .update(users)
      .set({ email: input.email.toLowerCase(), passwordHash: input.passwordHash })
      .where(and(eq(users.id, input.userId), isNull(users.passwordHash)))
      .returning({ id: users.id });
    return updated.length > 0 ? 'ok' : 'password-set';
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) return 'email-taken';
    throw error;
  }
}
