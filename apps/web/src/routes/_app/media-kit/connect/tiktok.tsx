import { createFileRoute } from '@tanstack/react-router';
import { readOauthReturn } from '../../../../features/connect/oauth-return/oauth-return-search.ts';
import { TikTokReturn } from '../../../../features/connect/pages.ts';

// TikTok Login Kit returns here with ?code=&state= (or ?error=access_denied when cancelled).
export const Route = createFileRoute('/_app/media-kit/connect/tiktok')({
  validateSearch: readOauthReturn,
  component: TikTokRoute,
});

function TikTokRoute() {
  return <TikTokReturn search={Route.useSearch()} />;
}
