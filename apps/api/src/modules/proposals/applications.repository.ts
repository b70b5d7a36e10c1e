import type { Application } from '@ma/api-client/schemas';
import { centavosToReais } from '@ma/domain';
import { desc, eq } from 'drizzle-orm';
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
