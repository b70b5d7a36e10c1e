import type { ApplicationInReais } from '@ma/api-client/schemas';
import { centavosToReais } from '@ma/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { batchedReads } from '../../lib/batched-reads.ts';
import { newestFirst } from '../../lib/keyset.ts';
import { applications, proposals, type ApplicationRow } from '../../db/schema.ts';

export type NewApplication = Pick<
  ApplicationRow,
  | 'proposalId'
  | 'userId'
  | 'totalPosts'
  | 'totalStories'
  | 'totalReels'
  | 'totalVideos'
  | 'observations'
  | 'valueCents'
  | 'isNegotiable'
  | 'createdAt'
>;

export type ApplicationWithProposal = ApplicationRow & { proposalName: string; brandName: string; logoUrl: string | null };

/** An application row and its proposal's name, brand and logo, as the creator's calls answer it. */
export const toApplication = (row: ApplicationWithProposal): ApplicationInReais => ({
  id: row.id,
  proposalId: row.proposalId,
  proposalName: row.proposalName,
  brandName: row.brandName,
  logoUrl: row.logoUrl,
  totalPosts: row.totalPosts,
  totalStories: row.totalStories,
  totalReels: row.totalReels,
  totalVideos: row.totalVideos,
  observations: row.observations,
  value: centavosToReais(row.valueCents),
  isNegotiable: row.isNegotiable,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  // The brand's newest decision, until the creator's /publis shows its toast (docs/product/brand-applicants.md).
  decisionUnseen: row.decidedAt !== null && row.decisionSeenAt === null,
});

/**
 * Stores an application, or answers 'already-applied'. The unique (proposal, creator) pair
 * decides between concurrent submissions: exactly one insert wins, whichever the database.
 */
export async function insertApplication(
  db: Database,
  values: NewApplication,
  proposal: { name: string; brandName: string; logoUrl: string | null },
): Promise<ApplicationInReais | 'already-applied'> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.proposalId, applications.userId] })
    .returning();
  if (!row) return 'already-applied';
  return toApplication({ ...row, proposalName: proposal.name, brandName: proposal.brandName, logoUrl: proposal.logoUrl });
}

/** A creator's applications, newest first, with the proposal they answer (also closed or expired ones). */
export async function listApplications(db: Database, userId: string): Promise<ApplicationInReais[]> {
  const rows = await db
    .select({ application: applications, proposalName: proposals.name, brandName: proposals.brandName, logoUrl: proposals.logoUrl })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(eq(applications.userId, userId))
    .orderBy(...newestFirst(applications.createdAt, applications.id));
  return rows.map(({ application, ...proposal }) => toApplication({ ...application, ...proposal }));
}

/** At most this many creators in one query; a busier turn sends several. */
const MAX_APPLIED_BATCH = 100;

/** Which proposals each creator applied to, as the database has them now. */
export type AppliedLookups = (userId: string) => Promise<ReadonlySet<string>>;

/**
 * What a creator applied to, read anew for every list: the reads of all the requests that arrive
 * in one turn of the event loop are one query (`batchedReads`, as the session users are: decision
 * 009). A query of its own per request cost the list nine tenths of its throughput at 50
 * connections, each request waiting for a pool connection (decision 032); nothing is kept.
 */
export function createAppliedLookups(db: Database): AppliedLookups {
  // Built once, at the first read (as the session users are).
  const prepare = () =>
    db
      .select({ userId: applications.userId, proposalId: applications.proposalId })
      .from(applications)
      .where(sql`${applications.userId} = any(${sql.placeholder('userIds')}::uuid[])`)
      .prepare('proposal_list_applied');
  let statement: ReturnType<typeof prepare> | undefined;
  const loader = batchedReads<string, ReadonlySet<string>>(
    async (userIds) => {
      const rows = await (statement ??= prepare()).execute({ userIds: [...new Set(userIds)] });
      const byUser = new Map<string, Set<string>>();
      for (const row of rows) byUser.set(row.userId, (byUser.get(row.userId) ?? new Set()).add(row.proposalId));
      return userIds.map((userId) => byUser.get(userId) ?? new Set());
    },
    { maxBatchSize: MAX_APPLIED_BATCH },
  );
  return (userId) => loader.load(userId);
}
