import type { PublicPageInputs } from '@ma/api-client/pages';
import type { PublicProposal } from '@ma/api-client/schemas';
import { proposalShareUrl } from '@ma/domain';
import { useEffect, useState } from 'react';
import { proposalPageDescription, proposalPageTitle, proposalPreviewImage } from '../../features/proposals/public/proposal-preview.ts';
import { PublicProposalPage } from '../../features/proposals/public/public-proposal-page.tsx';
import { readAccessToken } from '../../lib/session.ts';
import { PreviewTags } from '../preview-tags.tsx';
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

/**
 * /publi/{id}/public: the open proposal; `isLoggedIn` shows a creator's calls. Its preview: title
 * '{name} | {brand}', the partnership type and value then the start of the description, and the
 * brand's logo, a small square the summary card shows whole.
 */
export default definePublicPage({
  head: ({ proposal, origin }: Input) => (
    <PreviewTags
      title={proposalPageTitle(proposal)}
      description={proposalPageDescription(proposal)}
      url={proposalShareUrl(origin, proposal.id)}
      type="website"
      image={proposalPreviewImage(origin, proposal)}
      imageAlt={`Logo de ${proposal.brandName}`}
      card="summary"
    />
  ),
  props: ({ proposal, origin, isLoggedIn }: Input) => ({ proposal, url: proposalShareUrl(origin, proposal.id), isLoggedIn }),
  render: (props) => <ProposalPage {...props} />,
  hydrates: true,
});
