import { createFileRoute } from '@tanstack/react-router';
import { InstagramReturn } from '../../../../features/connect/pages.ts';
import { readOauthReturn } from '../../../../features/connect/oauth-return/oauth-return-search.ts';

// Facebook Login returns here with ?code=&state= (or ?error=access_denied when cancelled).
export const Route = createFileRoute('/_app/media-kit/connect/instagram-api')({
  validateSearch: readOauthReturn,
  component: InstagramApiRoute,
});

function InstagramApiRoute() {
  return <InstagramReturn scope="own" search={Route.useSearch()} />;
}
