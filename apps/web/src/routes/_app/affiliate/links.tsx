import { affiliateBrandsQueryOptions, affiliateLinksQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { requireAffiliate } from '../../../features/affiliate/affiliate-guard.ts';
import { LinksPage } from '../../../features/affiliate/pages.ts';

export const Route = createFileRoute('/_app/affiliate/links')({
  beforeLoad: requireAffiliate,
  // Both start at navigation and are awaited nowhere: the page draws its skeletons meanwhile.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(affiliateLinksQueryOptions(context.api));
    void context.queryClient.prefetchQuery(affiliateBrandsQueryOptions(context.api));
  },
  component: LinksPage,
});
