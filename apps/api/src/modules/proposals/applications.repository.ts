import type { Application } from '@ma/api-client/schemas';
import { centavosToReais } from '@ma/domain';
import DataLoader from 'dataloader';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
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

type ApplicationWithProposal = ApplicationRow & { proposalName: string; brandName: string; logoUrl: string | null };

const toApplication = (row: ApplicationWithProposal): Application => ({
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
): Promise<Application | 'already-applied'> {
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoNothing({ target: [applications.proposalId, applications.userId] })
    .returning();
  if (!row) return 'already-applied';
  return toApplication({ ...row, proposalName: proposal.name, brandName: proposal.brandName, logoUrl: proposal.logoUrl });
}

/** A creator's applications, newest first, with the proposal they answer (also closed or expired ones). */
export async function listApplications(db: Database, userId: string): Promise<Application[]> {
  const rows = await db
    .select({ application: applications, proposalName: proposals.name, brandName: proposals.brandName, logoUrl: proposals.logoUrl })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(({ application, ...proposal }) => toApplication({ ...application, ...proposal }));
}

type AppliedLookup = { userId: string; proposalIds: readonly string[] };
/** At most this many lookups in one query; a busier turn sends several. */
const MAX_APPLIED_BATCH = 100;

/** Which of some proposals a creator applied to, batched (see `createAppliedLookups`). */
export interface AppliedLookups {
  among(userId: string, proposalIds: readonly string[]): Promise<Set<string>>;
}

/**
 * Which of these proposals the creator applied to. The lookups of all the list requests that
 * arrived in one turn of the event loop are one query (as the session users are: decision 009),
 * run after that turn, so each still reads what was committed before it came in.
 */
export function createAppliedLookups(db: Database): AppliedLookups {
  // Built once, at the first list (as the session users are, account.repository.ts): drizzle
  // writing the statement again for every batch was a tenth of a list request's cost.
  const prepare = () =>
    db
      .select({ userId: applications.userId, proposalId: applications.proposalId })
      .from(applications)
      .where(
        and(
          sql`${applications.userId} = any(${sql.placeholder('userIds')}::uuid[])`,
          sql`${applications.proposalId} = any(${sql.placeholder('ids')}::uuid[])`,
        ),
      )
      .prepare('proposal_list_applied');
  let applied: ReturnType<typeof prepare> | undefined;
  const loader = new DataLoader<AppliedLookup, Set<string>>(
    async (lookups) => {
      const userIds = [...new Set(lookups.map((lookup) => lookup.userId))];
      const ids = [...new Set(lookups.flatMap((lookup) => lookup.proposalIds))];
      const rows = await (applied ??= prepare()).execute({ userIds, ids });
      const byUser = new Map<string, Set<string>>();
      for (const row of rows) byUser.set(row.userId, (byUser.get(row.userId) ?? new Set()).add(row.proposalId));
      return lookups.map(({ userId, proposalIds }) => new Set(proposalIds.filter((id) => byUser.get(userId)?.has(id))));
    },
    { cache: false, maxBatchSize: MAX_APPLIED_BATCH, batchScheduleFn: (dispatch) => setImmediate(dispatch) },
  );
  return {
    among: (userId, proposalIds) => (proposalIds.length === 0 ? Promise.resolve(new Set()) : loader.load({ userId, proposalIds })),
  };
}
