import { createFileRoute } from '@tanstack/react-router';
import { requireNotAffiliate } from '../../../features/affiliate/affiliate-guard.ts';
import { RegisterPage } from '../../../features/affiliate/pages.ts';

export const Route = createFileRoute('/_app/affiliate/register')({
  beforeLoad: requireNotAffiliate,
  component: RegisterPage,
});
