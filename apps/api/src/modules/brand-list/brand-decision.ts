import type { Applicant } from '@ma/api-client/schemas';
import type { ApplicationDecision } from '@ma/domain';
import type { ProposalRow } from '../../db/schema.ts';
import { apiError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { Platform } from '../../lib/types.ts';
import { applicationStatus, decideApplication, listApplicants } from './applicants.ts';
import { throttleDecisionChanges } from './profile-list-throttle.ts';

/**
 * The brand's decision on one application of `proposal`, wherever the brand makes it (the secret
 * link, or a member of the brand's account): the same rules, the same budget of changes per
 * application, the same notice once it settles (docs/product/brand-applicants.md). Answers the
 * applicant as it now stands; 404 APPLICATION_NOT_FOUND for an application of another proposal.
 */
export async function decideAsBrand(
  services: Pick<Platform, 'db' | 'rateLimiter' | 'clock'>,
  proposal: ProposalRow,
  applicationId: string,
  decision: ApplicationDecision,
  now: Date,
): Promise<Applicant> {
  const { db } = services;
  const current = isUuid(applicationId) ? await applicationStatus(db, proposal.id, applicationId) : undefined;
  if (!current) throw apiError('APPLICATION_NOT_FOUND');
  // Once she handed something in, the deal is under way: the acceptance stands (docs/product/deliverables.md).
  if (current.status === 'accepted' && decision !== 'accepted' && current.dealUnderWay) throw apiError('DEAL_UNDER_WAY');
  // Only a change counts against the application's budget; repeating the decision it holds is free.
  if (current.status !== decision) await throttleDecisionChanges(services, applicationId);
  const found = await decideApplication(db, { proposalId: proposal.id, applicationId, decision, now });
  const [applicant] = found ? await listApplicants(db, proposal, applicationId) : [];
  if (!applicant) throw apiError('APPLICATION_NOT_FOUND');
  return applicant;
}
