import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form.tsx';

export const Route = createFileRoute('/_auth/forgot-password')({
  head: () => ({ meta: [{ title: 'Esqueci minha senha · Mais Alcance' }] }),
  component: ForgotPasswordForm,
});
