import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '../../features/account/pages.ts';
import { nonEmptyString, readSearch } from '../../lib/search-params.ts';

// Public (outside _app and _auth): the link may open on another device or after the session
// ended. Its parameter is `email_token`, since `token` signs in by URL (__root.tsx).
export const Route = createFileRoute('/account/confirm-email')({
  validateSearch: (search: Record<string, unknown>) => readSearch({ email_token: nonEmptyString }, search),
  head: () => ({ meta: [{ title: 'Confirmar e-mail · Mais Alcance' }] }),
  component: ConfirmEmailRoute,
});

function ConfirmEmailRoute() {
  return <ConfirmEmailPage token={Route.useSearch().email_token} />;
}
