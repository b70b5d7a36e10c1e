import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.tsx';

// SPEC.md section 3's public-link parameter names; anything malformed reads as absent.
const searchSchema = z.object({
  email: z.string().min(1).optional().catch(undefined),
  reset_token: z.string().min(1).optional().catch(undefined),
});

export const Route = createFileRoute('/_auth/reset-password')({
  validateSearch: searchSchema,
  head: () => ({ meta: [{ title: 'Criar nova senha · Mais Alcance' }] }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { email, reset_token: resetToken } = Route.useSearch();
  return <ResetPasswordForm email={email} resetToken={resetToken} />;
}
