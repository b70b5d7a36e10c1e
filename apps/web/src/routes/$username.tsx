import { publicMediaKitQueryOptions } from '@ma/api-client/query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { isKitTheme } from '@ma/domain';
import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../components/not-found.tsx';
import { KitPage } from '../features/media-kit/public/kit-page.tsx';
import { useApi } from '../lib/use-api.ts';

// Opened from outside, /{username} is rendered by the server (apps/web/src/public-pages); this
// route draws the same page when the app itself navigates here.
export const Route = createFileRoute('/$username')({
  // `?theme=` previews another theme (docs/product/media-kit.md); any other value is ignored.
  validateSearch: (search: Record<string, unknown>) => ({ theme: isKitTheme(search.theme) ? search.theme : undefined }),
  loader: ({ context, params }) => context.queryClient.ensureQueryData(publicMediaKitQueryOptions(context.api, params.username.toLowerCase())),
  component: PublicKitRoute,
  errorComponent: NotFoundPage,
});

function PublicKitRoute() {
  const { username } = Route.useParams();
  const { theme } = Route.useSearch();
  const { data } = useSuspenseQuery(publicMediaKitQueryOptions(useApi(), username.toLowerCase()));
  return <KitPage kit={data} url={`${window.location.origin}/${data.username}`} theme={theme} />;
}
