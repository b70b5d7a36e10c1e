import { PRIVACY_POLICY_TITLE } from '@ma/domain';
import { createFileRoute } from '@tanstack/react-router';
import { InAppLinks } from '../components/in-app-links.tsx';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.tsx';

// Opened from outside, /privacy-policy is rendered by the server (apps/web/src/public-pages);
// this route draws the same page when the app itself navigates here.
export const Route = createFileRoute('/privacy-policy')({
  head: () => ({ meta: [{ title: PRIVACY_POLICY_TITLE }] }),
  component: () => (
    <InAppLinks>
      <PrivacyPolicyPage />
    </InAppLinks>
  ),
});
