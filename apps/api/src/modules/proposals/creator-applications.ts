import type { ApplicationInReais } from '@ma/api-client/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, proposals } from '../../db/schema.ts';
import { toApplication } from './applications.repository.ts';

// Another creator's application is the same as an unknown one: the id alone opens nothing.
const ownApplication = (userId: string, applicationId: string) => and(eq(applications.id, applicationId), eq(applications.userId, userId));

/** One of the creator's applications with its proposal (also a closed one), or null when it is not hers. */
export async function findOwnApplication(db: Database, userId: string, applicationId: string): Promise<ApplicationInReais | null> {
  const [row] = await db
    .select({ application: applications, proposalName: proposals.name, brandName: proposals.brandName, logoUrl: proposals.logoUrl })
    .from(applications)
    .innerJoin(proposals, eq(proposals.id, applications.proposalId))
    .where(ownApplication(userId, applicationId));
  return row ? toApplication({ ...row.application, ...row }) : null;
}

export type WithdrawalOutcome = 'withdrawn' | 'not-found' | 'decided';

/**
 * Withdraws a pending application: the row goes, so the brand's list no longer shows it, the
 * proposal's count drops and the creator may apply again while the proposal is open
 * (docs/product/proposals.md). `status = 'pending'` is the SQL form of `canWithdrawApplication`,
 * asked in the delete itself so that a brand's answer landing at the same moment keeps the row.
 */
export async function withdrawApplication(db: Database, userId: string, applicationId: string): Promise<WithdrawalOutcome> {
  const deleted = await db
    .delete(applications)
    .where(and(ownApplication(userId, applicationId), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  if (deleted.length > 0) return 'withdrawn';
  const [row] = await db.select({ status: applications.status }).from(applications).where(ownApplication(userId, applicationId));
  return row ? 'decided' : 'not-found';
}
