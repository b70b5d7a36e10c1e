import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/account/pages.ts';
import { nonEmptyString, readSearch } from '../../lib/search-params.ts';

// Public (outside _app and _auth), like /account/confirm-email: the sign-up's link may open on
// another device. Its parameter is `verify_token`, since `token` signs in by URL (__root.tsx).
export const Route = createFileRoute('/account/verify-email')({
  validateSearch: (search: Record<string, unknown>) => readSearch({ verify_token: nonEmptyString }, search),
  head: () => ({ meta: [{ title: 'Confirmar e-mail · Mais Alcance' }] }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  return <VerifyEmailPage token={Route.useSearch().verify_token} />;
}
