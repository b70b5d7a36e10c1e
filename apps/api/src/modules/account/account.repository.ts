import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, isNull, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { escapeLike } from '../../db/like-pattern.ts';
import { isUniqueViolation } from '../../db/pg-errors.ts';
import {
  audienceProfiles,
  npsAnswers,
  npsDismissals,
  sessions,
  socialAccounts,
  users,
  type AudienceProfileRow,
  type NewUserRow,
  type SocialAccountRow,
  type UserRow,
} from '../../db/schema.ts';
import { firstFreeUsername, usernameBase, usernameCandidate } from '@ma/domain';

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserByUsername(db: Database, username: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

export type ConnectedSocial = Pick<SocialAccountRow, 'network' | 'username' | 'followers'>;

// Qualified by hand: drizzle leaves columns unqualified in a one-table select, and inside a
// subquery a bare "id" or "user_id" would name the subquery's own column.
export const qualifiedUserId = sql`${users}.${sql.identifier(users.id.name)}`;

/** A user's connected networks as one JSON column (ordered as the enum: instagram, tiktok), for a select from `users`. */
export const connectedSocialsJson = sql<ConnectedSocial[]>`coalesce((
  select json_agg(json_build_object('network', ${socialAccounts.network}, 'username', ${socialAccounts.username}, 'followers', ${socialAccounts.followers}) order by ${socialAccounts.network})
  from ${socialAccounts} where ${socialAccounts.userId} = ${qualifiedUserId}
), '[]'::json)`;

/** What proposals target of a creator's audience; null when the creator has no audience profile. */
export type SessionAudience = Pick<AudienceProfileRow, 'states' | 'minAge' | 'maxAge' | 'gender'>;

/** The audience profile as one JSON column (keys as in SessionAudience), for a select from `users`. */
const sessionAudienceJson = sql<SessionAudience | null>`(
  select json_build_object('states', ${audienceProfiles.states}, 'minAge', ${audienceProfiles.minAge}, 'maxAge', ${audienceProfiles.maxAge}, 'gender', ${audienceProfiles.gender})
  from ${audienceProfiles} where ${audienceProfiles.userId} = ${qualifiedUserId}
)`;

/**
 * The signed-in user as every authenticated request sees it: the row, the connected networks,
 * the survey history that `view.nps` of /me needs (so /me is one round trip too) and the
 * audience the proposals list matches against (so the list is one round trip of its own).
 */
export type SessionUser = UserRow & {
  socials: ConnectedSocial[];
  audience: SessionAudience | null;
  lastNpsAnswerAt: Date | null;
  lastNpsDismissalAt: Date | null;
  /** The server-side session the request's token names (auth/sessions.ts), and when it was last noted in use. */
  sessionId: string;
  sessionLastUsedAt: Date;
};

/**
 * Reads sessions with their users, the users' connected networks, audience and survey history, in
 * one query whatever their number (an ended session has no row, so it reads as absent). Build it once per database (`createSessionUsers` does): drizzle builds the SQL once,
 * and PostgreSQL plans it once per connection.
 */
export function prepareFindSessionUsers(db: Database): (sessionIds: readonly string[]) => Promise<SessionUser[]> {
  const userId = qualifiedUserId;
  const socials = connectedSocialsJson;
  // Index-only lookups (user_id, created_at).
  const latest = (table: typeof npsAnswers | typeof npsDismissals) =>
    sql<Date | null>`(select max(${table.createdAt}) from ${table} where ${table.userId} = ${userId})`.mapWith(table.createdAt);
  const query = db
    .select({
      ...getTableColumns(users),
      socials,
      audience: sessionAudienceJson,
      lastNpsAnswerAt: latest(npsAnswers),
      lastNpsDismissalAt: latest(npsDismissals),
      sessionId: sessions.id,
      sessionLastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sql`${sessions.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('account_session_users');
  return (sessionIds) => query.execute({ ids: sessionIds });
}

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
