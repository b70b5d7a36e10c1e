import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../../features/account/pages.ts';
import { requireSignedIn } from '../../lib/require-signed-in.ts';
import { nonEmptyString, readSearch } from '../../lib/search-params.ts';

// Outside the app's shell, like /account/confirm-email, but signed in: only the account's own
// session proves its address (docs/product/accounts-and-levels.md, "Proven addresses"), so a
// guest signs in first and comes back here with the link. Its parameter is `verify_token`,
// since `token` signs in by URL (__root.tsx).
export const Route = createFileRoute('/account/verify-email')({
  validateSearch: (search: Record<string, unknown>) => readSearch({ verify_token: nonEmptyString }, search),
  // An errand: after the sign-in the person comes back here, before their level's next step.
  beforeLoad: (match) => requireSignedIn(match, { errand: true }),
  head: () => ({ meta: [{ title: 'Confirmar e-mail · Mais Alcance' }] }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  return <VerifyEmailPage token={Route.useSearch().verify_token} />;
}
