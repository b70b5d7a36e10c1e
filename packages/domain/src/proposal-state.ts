/** The dates that say whether creators see a proposal. */
export interface ProposalWindow {
  publishedAt: Date;
  /** Set by an operator (`proposals:close`). */
  closedAt: Date | null;
  validUntil: Date | null;
}

/**
 * Where a proposal stands at `now` (docs/product/proposals.md, "Open"): closed by an operator,
 * past its `validUntil`, not yet published, or open. Only an open proposal is listed, applied to
 * or shown publicly. The API's SQL form of `=== 'open'` is `isOpenAt` (proposals.repository.ts);
 * a test holds the two to the same answers.
 */
export function proposalState(proposal: ProposalWindow, now: Date): 'closed' | 'expired' | 'scheduled' | 'open' {
  if (proposal.closedAt !== null) return 'closed';
  if (proposal.validUntil !== null && proposal.validUntil.getTime() <= now.getTime()) return 'expired';
  if (proposal.publishedAt.getTime() > now.getTime()) return 'scheduled';
  return 'open';
}

export type ProposalState = ReturnType<typeof proposalState>;

/** Published, not closed, not expired: the only proposals creators and guests see. */
export const isProposalOpen = (proposal: ProposalWindow, now: Date): boolean => proposalState(proposal, now) === 'open';
