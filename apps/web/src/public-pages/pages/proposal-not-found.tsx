import type { PublicPageInputs } from '@ma/api-client/pages';
import { PROPOSAL_NOT_FOUND } from '@ma/domain';
import { ProposalNotFound } from '../../features/proposals/public/proposal-not-found.tsx';
import { definePublicPage } from '../public-page.ts';

/** An unknown, closed or expired proposal: 'Proposta não encontrada', nothing to hydrate, not to be indexed. */
export default definePublicPage({
  head: () => <title>{`${PROPOSAL_NOT_FOUND} | Mais Alcance`}</title>,
  props: ({ isLoggedIn }: PublicPageInputs['proposal-not-found']) => ({ isLoggedIn }),
  render: ({ isLoggedIn }) => <ProposalNotFound isLoggedIn={isLoggedIn} />,
  hydrates: false,
  robots: 'noindex',
});
