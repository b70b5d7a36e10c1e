import type { PublicProposal } from '@ma/api-client/schemas';
import { startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { KitPage } from '../features/media-kit/public/kit-page.tsx';
import { PublicProposalPage } from '../features/proposals/public/public-proposal-page.tsx';
import { readAccessToken } from '../lib/session.ts';
import { PAGE_DATA_ID, type PublicPageData } from './page-data.ts';

/**
 * The proposal as the server rendered it, then with the calls of a logged-in creator when the
 * session cookie is there: a link opened from another site arrives without it (SameSite=Strict).
 */
function ProposalPage({ proposal, url, isLoggedIn }: { proposal: PublicProposal; url: string; isLoggedIn: boolean }) {
  const [loggedIn, setLoggedIn] = useState(isLoggedIn);
  useEffect(() => setLoggedIn(readAccessToken() !== undefined), []);
  return <PublicProposalPage proposal={proposal} url={url} isLoggedIn={loggedIn} />;
}

// The server wrote the page and the data it came from (entry-server.tsx): hydrating the same
// tree makes its buttons work without painting anything again. As a transition, the hydration
// yields to the browser every few milliseconds instead of holding the main thread in one long task.
const script = document.getElementById(PAGE_DATA_ID);
const root = document.getElementById('root');
if (script?.textContent && root) {
  const data = JSON.parse(script.textContent) as PublicPageData;
  const page =
    data.page === 'kit' ? (
      <KitPage kit={data.kit} url={data.url} theme={data.theme} />
    ) : (
      <ProposalPage proposal={data.proposal} url={data.url} isLoggedIn={data.isLoggedIn} />
    );
  startTransition(() => {
    hydrateRoot(root, page);
  });
}
