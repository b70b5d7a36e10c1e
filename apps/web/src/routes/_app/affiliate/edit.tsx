import { affiliateMeQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { requireAffiliate } from '../../../features/affiliate/affiliate-guard.ts';
import { EditPage } from '../../../features/affiliate/pages.ts';

export const Route = createFileRoute('/_app/affiliate/edit')({
  beforeLoad: requireAffiliate,
  loader: ({ context }) => context.queryClient.ensureQueryData(affiliateMeQueryOptions(context.api)),
  component: EditPage,
});
