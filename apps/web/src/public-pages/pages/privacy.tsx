import type { PublicPageInputs } from '@ma/api-client/pages';
import { PRIVACY_POLICY_TITLE } from '@ma/domain';
import { PrivacyPolicyPage } from '../../features/legal/privacy-policy-page.tsx';
import { PreviewTags } from '../preview-tags.tsx';
import { definePublicPage } from '../public-page.ts';

/** /privacy-policy: static text, nothing to hydrate, so no script at all. */
export default definePublicPage({
  head: ({ origin }: PublicPageInputs['privacy']) => (
    <PreviewTags
      title={PRIVACY_POLICY_TITLE}
      description="Quais dados a Mais Alcance usa, por quê, e os seus direitos pela LGPD."
      url={`${origin}/privacy-policy`}
      type="website"
      card="summary"
    />
  ),
  props: () => ({}),
  render: () => <PrivacyPolicyPage />,
  hydrates: false,
});
