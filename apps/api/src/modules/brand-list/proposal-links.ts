import { DAY_MS, PROPOSAL_TOKEN_PATTERN } from '@ma/domain';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { proposalLinks, proposals, type ProposalLinkRow } from '../../db/schema.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { isUuid } from '../../lib/ids.ts';
import { DEMO_PROFILE_LIST_TOKEN } from './seed/demo-link.ts';

/** The address a brand opens: the web app's page, with the token in its path. */
export const profileListUrl = (appOrigin: string, token: string): string => new URL(`/aira/profile-list/${token}`, appOrigin).toString();

export interface CreatedLink {
  id: string;
  /** Shown once, to the operator: only its hash is kept. */
  token: string;
  proposalName: string;
  expiresAt: Date;
}

/**
 * A new secret link to a proposal's applicants, valid `days` days from `now`; undefined for an
 * unknown proposal. The token is 32 random bytes (base64url); the table keeps its SHA-256.
 */
export async function createProposalLink(
  db: Database,
  input: { proposalId: string; days: number; label: string | null; now: Date; token?: string },
): Promise<CreatedLink | undefined> {
  if (!isUuid(input.proposalId)) return undefined;
  const [proposal] = await db.select({ id: proposals.id, name: proposals.name }).from(proposals).where(eq(proposals.id, input.proposalId));
  if (!proposal) return undefined;
  const token = input.token ?? newSecretToken();
  const expiresAt = new Date(input.now.getTime() + input.days * DAY_MS);
  const [row] = await db
    .insert(proposalLinks)
    .values({ proposalId: proposal.id, tokenHash: hashSecretToken(token), label: input.label, createdAt: input.now, expiresAt })
    .returning({ id: proposalLinks.id });
  if (!row) throw new Error('proposal link not inserted');
  return { id: row.id, token, proposalName: proposal.name, expiresAt };
}

/** A proposal's links, newest first (never their tokens: only hashes are kept). */
export const listProposalLinks = (db: Database, proposalId: string): Promise<ProposalLinkRow[]> =>
  db.select().from(proposalLinks).where(eq(proposalLinks.proposalId, proposalId)).orderBy(desc(proposalLinks.createdAt), desc(proposalLinks.id));

/** Revokes a link for good: 'revoked', 'already-revoked' (since when) or 'not-found'. */
export async function revokeProposalLink(
  db: Database,
  id: string,
  now: Date,
): Promise<{ outcome: 'revoked' } | { outcome: 'already-revoked'; since: Date } | { outcome: 'not-found' }> {
  if (!isUuid(id)) return { outcome: 'not-found' };
  const [revoked] = await db
    .update(proposalLinks)
    .set({ revokedAt: now })
    .where(and(eq(proposalLinks.id, id), isNull(proposalLinks.revokedAt)))
    .returning({ id: proposalLinks.id });
  if (revoked) return { outcome: 'revoked' };
  const [existing] = await db.select({ revokedAt: proposalLinks.revokedAt }).from(proposalLinks).where(eq(proposalLinks.id, id));
  return existing?.revokedAt ? { outcome: 'already-revoked', since: existing.revokedAt } : { outcome: 'not-found' };
}

export interface LiveLink {
  id: string;
  proposalId: string;
  expiresAt: Date;
}

/**
 * The link a token opens, if it is well formed, known, not revoked and not expired. A token of
 * any other shape is refused before the database is asked (a NUL byte, 10 KB of text). The
 * demo's link, whose token is public, opens only in demo mode.
 */
export async function findLiveLink(db: Database, token: string, now: Date, { demoMode }: { demoMode: boolean }): Promise<LiveLink | undefined> {
  if (!PROPOSAL_TOKEN_PATTERN.test(token)) return undefined;
  if (token === DEMO_PROFILE_LIST_TOKEN && !demoMode) return undefined;
  const [link] = await db
    .select({ id: proposalLinks.id, proposalId: proposalLinks.proposalId, expiresAt: proposalLinks.expiresAt })
    .from(proposalLinks)
    .where(and(eq(proposalLinks.tokenHash, hashSecretToken(token)), isNull(proposalLinks.revokedAt), gt(proposalLinks.expiresAt, now)));
  return link;
}

/** Notes that the brand opened its list with a link now: the first time is kept, the last moves on (the back office shows both). */
export async function markLinkOpened(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(proposalLinks)
    .set({ firstOpenedAt: sql`coalesce(${proposalLinks.firstOpenedAt}, ${now.toISOString()}::timestamptz)`, lastOpenedAt: now })
    .where(eq(proposalLinks.id, id));
}
