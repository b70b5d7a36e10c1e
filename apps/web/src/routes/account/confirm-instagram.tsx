import { createFileRoute } from '@tanstack/react-router';
import { ConfirmInstagramPage } from '../../components/reauth/confirm-instagram-page.tsx';
import { requireSignedIn } from '../../lib/require-signed-in.ts';
import { nonEmptyString, readSearch } from '../../lib/search-params.ts';

// Instagram's return after 'Confirmar com o Instagram' (docs/decisions/025-re-authentication.md):
// outside the app's shell, signed in (the state belongs to the session that asked).
export const Route = createFileRoute('/account/confirm-instagram')({
  validateSearch: (search: Record<string, unknown>) => readSearch({ code: nonEmptyString, state: nonEmptyString, error: nonEmptyString }, search),
  beforeLoad: (match) => requireSignedIn(match, { errand: true }),
  head: () => ({ meta: [{ title: 'Confirmar com o Instagram · Mais Alcance' }] }),
  component: ConfirmInstagramRoute,
});

function ConfirmInstagramRoute() {
  const { code, state, error } = Route.useSearch();
  return <ConfirmInstagramPage code={code} state={state} error={error} />;
}
