import { mediaKitQueryOptions } from '@ma/api-client/query';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CustomizePage } from '../../../../features/media-kit/customize/customize-page.tsx';

export const Route = createFileRoute('/_app/media-kit/customize/$username')({
  head: () => ({ meta: [{ title: 'Personalizar mídia kit · Mais Alcance' }] }),
  // A creator customizes only their own kit: another username (or another casing) leads to theirs.
  beforeLoad: async ({ context, params }) => {
    const kit = await context.queryClient.ensureQueryData(mediaKitQueryOptions(context.api));
    if (params.username !== kit.username) throw redirect({ to: '/media-kit/customize/$username', params: { username: kit.username }, replace: true });
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(mediaKitQueryOptions(context.api)),
  component: CustomizePage,
});
