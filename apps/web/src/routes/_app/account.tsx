import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../../features/account/pages.ts';

// The account read it shows is the private layout's loader's (routes/_app.tsx).
export const Route = createFileRoute('/_app/account')({
  head: () => ({ meta: [{ title: 'Minha conta · Mais Alcance' }] }),
  component: AccountPage,
});
