import { categoriesQueryOptions, mediaKitQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { KitEditorPage } from '../../../features/media-kit/edit/kit-editor-page.tsx';

export const Route = createFileRoute('/_app/media-kit/edit')({
  loader: ({ context }) => {
    // The niches fill their picker when they arrive; the form needs only the kit.
    void context.queryClient.prefetchQuery(categoriesQueryOptions(context.api));
    return context.queryClient.ensureQueryData(mediaKitQueryOptions(context.api));
  },
  component: KitEditorPage,
});
