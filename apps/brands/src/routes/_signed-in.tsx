import { signOutBrand } from '@ma/api-client/brand';
import { createFileRoute, Outlet, redirect, useNavigate } from '@tanstack/react-router';
import { SignedInShell } from '../features/shell/signed-in-shell.tsx';
import { forgetSession, sessionQuery, useLiveSession } from '../lib/session.ts';

/** Every page after sign-in: a guest (or a member whose session ended) is sent to 'Entrar'. */
export const Route = createFileRoute('/_signed-in')({
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery(context.api));
    if (!session) throw redirect({ to: '/entrar' });
    return { session };
  },
  component: function SignedInLayout() {
    const { api, queryClient, ...context } = Route.useRouteContext();
    const session = useLiveSession(api, context.session);
    const navigate = useNavigate();
    const leave = async () => {
      // The session ends on the server; if that fails, the cookie still expires, and this browser forgets it now.
      await signOutBrand(api).catch(() => undefined);
      forgetSession(queryClient);
      await navigate({ to: '/entrar' });
    };
    return (
      <SignedInShell session={session} onSignOut={() => void leave()}>
        <Outlet />
      </SignedInShell>
    );
  },
});
