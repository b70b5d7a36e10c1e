import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import {
  audienceProfiles,
  npsAnswers,
  npsDismissals,
  sessions,
  socialAccounts,
  users,
  type AudienceProfileRow,
  type SocialAccountRow,
  type UserRow,
} from '../db/schema.ts';

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
