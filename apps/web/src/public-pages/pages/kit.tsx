import type { PublicPageInputs } from '@ma/api-client/pages';
import { KitPage } from '../../features/media-kit/public/kit-page.tsx';
import { kitPreview } from '../kit-preview.ts';
import { PreviewTags } from '../preview-tags.tsx';
import { definePublicPage } from '../public-page.ts';

type Input = PublicPageInputs['kit'];

/** /{username}: the kit, in its theme or the `?theme=` previewed. */
export default definePublicPage({
  head: ({ kit, origin }: Input) => <PreviewTags {...kitPreview(kit, origin)} />,
  props: ({ kit, origin, theme }: Input) => ({ kit, url: `${origin}/${kit.username}`, ...(theme ? { theme } : {}) }),
  render: ({ kit, url, theme }) => <KitPage kit={kit} url={url} theme={theme} />,
  hydrates: true,
});
