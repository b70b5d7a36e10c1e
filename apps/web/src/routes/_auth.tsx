import { AuthLayout } from '@ma/ui/marketing-panel';
import { Outlet, createFileRoute, redirect } from '@tanstack/react-router';
import { rememberedPath } from '../lib/remembered-path.ts';

/** Guest-only pages: a logged-in visitor goes to the remembered private path, or to /. */
export const Route = createFileRoute('/_auth')({
  beforeLoad: ({ context }) => {
    if (context.auth.isLoggedIn()) throw redirect({ href: rememberedPath.take() ?? '/' });
  },
  component: () => (
    <AuthLayout>
      <Outlet />
    </AuthLayout>
  ),
});
