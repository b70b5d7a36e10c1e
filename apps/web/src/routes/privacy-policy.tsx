import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/legal/privacy-policy-page.tsx';

export const Route = createFileRoute('/privacy-policy')({
  head: () => ({ meta: [{ title: 'Política de privacidade · Mais Alcance' }] }),
  component: PrivacyPolicyPage,
});
