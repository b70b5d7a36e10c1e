import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';
import { nonEmptyString, readSearch } from '../../lib/search-params.ts';

// docs/product/routes-and-navigation.md's public-link parameter names; anything malformed reads as absent.
const readers = { email: nonEmptyString, reset_token: nonEmptyString };

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: (search: Record<string, unknown>) => readSearch(readers, search),
  head: () => ({ meta: [{ title: 'Criar nova senha · Mais Alcance' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { email, reset_token: resetToken } = Route.useSearch();
  return <ResetPasswordForm email={email} resetToken={resetToken} />;
}
