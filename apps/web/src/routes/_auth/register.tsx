import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form.tsx';

export const Route = createFileRoute('/_auth/register')({
  head: () => ({ meta: [{ title: 'Criar conta · Mais Alcance' }] }),
  component: RegisterForm,
});
