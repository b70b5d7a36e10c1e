import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form.tsx';

export const Route = createFileRoute('/_auth/login')({
  head: () => ({ meta: [{ title: 'Entrar · Mais Alcance' }] }),
  component: LoginForm,
});
