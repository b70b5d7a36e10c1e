import { ACCESS_TOKEN_TTL_SECONDS } from '@ma/domain';
import { and, desc, eq, lt, ne, notInArray, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Database } from '../db/database.ts';
import { sessions, users } from '../db/schema.ts';
import { apiError } from '../lib/errors.ts';
import { clientAddress } from '../lib/client-address.ts';
import type { AppEnv, Platform } from '../lib/types.ts';
import { addressPrefix, deviceLabel } from './session-client.ts';

/** What starting a session uses. */
export type SessionNeeds = Pick<Platform, 'db' | 'clock' | 'tokens' | 'trustProxy'>;

/** Sessions kept per account; a sign-in beyond it ends the oldest (a flood of sign-ins keeps no pile of rows). */
const MAX_SESSIONS_PER_ACCOUNT = 50;

const SESSION_TTL_MS = ACCESS_TOKEN_TTL_SECONDS * 1000;

/**
 * Signs a person in: a new server-side session of `user` and the access token that names it
 * (decision 024). Every way in calls this (password, Google, sign-up, password reset, Instagram,
 * a link exchanged for a session), so that every token can be listed and ended. Answers the token.
 * The request says what the list of sessions will show: the device (from its User-Agent) and
 * the network's prefix, never the full address.
 */
export async function startSession(c: Context, user: { id: string; tokenVersion: number }): Promise<string> {
  const { db, clock, tokens, trustProxy } = (c as unknown as Context<AppEnv<SessionNeeds>>).var.services;
  const now = clock.now();
  const sessionId = await db.transaction(async (tx) => {
    // An account an operator blocked opens no session, whichever way in (docs/product/backoffice.md).
    // Read FOR SHARE: a block in flight holds the row, so this waits for it and sees it, and a
    // block that comes after waits for this session and ends it.
    const [account] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, user.id)).for('share');
    if (account?.blockedAt) throw apiError('ACCOUNT_BLOCKED');
    await pruneSessions(tx, user.id, now);
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: user.id,
        createdAt: now,
        lastUsedAt: now,
        device: deviceLabel(c.req.header('user-agent')),
        ipPrefix: addressPrefix(clientAddress(c, trustProxy)),
      })
      .returning({ id: sessions.id });
    if (!session) throw new Error('the new session was not stored');
    return session.id;
  });
  return tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion, sessionId });
}

/** Drops the account's sessions whose tokens have expired, and the oldest beyond the limit (keeping room for one more). */
async function pruneSessions(db: Database, userId: string, now: Date): Promise<void> {
  const kept = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(MAX_SESSIONS_PER_ACCOUNT - 1);
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), or(lt(sessions.createdAt, new Date(now.getTime() - SESSION_TTL_MS)), notInArray(sessions.id, kept))));
}

/** A session of the account as its list shows it. */
export interface SessionSummary {
  id: string;
  device: string | null;
  ipPrefix: string | null;
  createdAt: Date;
  lastUsedAt: Date;
}

/** The account's sessions whose tokens still work, the most recently used first. */
export async function listSessions(db: Database, userId: string, now: Date): Promise<SessionSummary[]> {
  const since = new Date(now.getTime() - SESSION_TTL_MS);
  const rows = await db
    .select({ id: sessions.id, device: sessions.device, ipPrefix: sessions.ipPrefix, createdAt: sessions.createdAt, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
  return rows.filter((row) => row.createdAt > since);
}

/** Ends one session of the account; false when the account has no such session (another's id included). */
export async function endSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of the account but `keep` (a password change, 'Encerrar todas as outras sessões'). */
export async function endOtherSessions(db: Database, userId: string, keep: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/** Ends every session of the account (a password reset). */
export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
