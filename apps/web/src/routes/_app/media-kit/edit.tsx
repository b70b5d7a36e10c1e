import { categoriesQueryOptions, mediaKitQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { createFileRoute } from '@tanstack/react-router';
import { KitEditorPage } from '../../../features/media-kit/edit/kit-editor-page.tsx';

export const Route = createFileRoute('/_app/media-kit/edit')({
  loader: ({ context }) => {
    // The niches and the states fill their pickers when they arrive (on a page the server draws,
    // with the rest); the form needs only the kit.
    void context.queryClient.prefetchQuery(categoriesQueryOptions(context.api));
    void context.queryClient.prefetchQuery(statesQueryOptions(context.api));
    return context.queryClient.ensureQueryData(mediaKitQueryOptions(context.api));
  },
  component: KitEditorPage,
});
