import type { ProposalLists } from './proposals.repository.ts';

/** What the proposals module adds to the app's services (its manifest's `provide`). */
export interface ProposalsServices {
  /** The list's one cache: the pages that are the same for every creator (decision 032). */
  proposalLists: ProposalLists;
}
