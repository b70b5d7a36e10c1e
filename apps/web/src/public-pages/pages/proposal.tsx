import type { PublicPageInputs } from '@ma/api-client/pages';
import type { PublicProposal } from '@ma/api-client/schemas';
import { proposalShareUrl } from '@ma/domain';
import { useEffect, useState } from 'react';
import { PublicProposalPage } from '../../features/proposals/public/public-proposal-page.tsx';
import { readAccessToken } from '../../lib/session.ts';
import { ProposalHead } from '../proposal-head.tsx';
import { definePublicPage } from '../public-page.ts';

type Input = PublicPageInputs['proposal'];

/**
 * The proposal as the server rendered it, then with the calls of a logged-in creator when the
 * session cookie is there: a link opened from another site arrives without it (SameSite=Strict).
 */
function ProposalPage({ proposal, url, isLoggedIn }: { proposal: PublicProposal; url: string; isLoggedIn: boolean }) {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useEffect(() => setLoggedIn(readAccessToken() !== undefined), []);
  return <PublicProposalPage proposal={proposal} url={url} isLoggedIn={loggedIn} />;
}

/** /publi/{id}/public: the open proposal; `isLoggedIn` shows a creator's calls. */
export default definePublicPage({
  head: ({ proposal, origin }: Input) => <ProposalHead proposal={proposal} origin={origin} />,
  props: ({ proposal, origin, isLoggedIn }: Input) => ({ proposal, url: proposalShareUrl(origin, proposal.id), isLoggedIn }),
  render: (props) => <ProposalPage {...props} />,
  hydrates: true,
});
