import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { GuestPage } from '@ma/ui/page';
import { LoginForm } from '../features/auth/login-form.tsx';
import { signInOperator } from '@ma/api-client/admin';
import { meQuery } from '../lib/session.ts';

export const Route = createFileRoute('/login')({
  // Signed in already: the Painel.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(meQuery(context.api))) throw redirect({ to: '/' });
  },
  head: () => ({ meta: [{ title: 'Entrar: back office' }] }),
  component: LoginPage,
});

function LoginPage() {
  const { api, queryClient } = Route.useRouteContext();
  const router = useRouter();
  return (
    <GuestPage app="Back office" title="Entrar">
      <LoginForm
        onSubmit={async (credentials) => {
          const { operator } = await signInOperator(api, credentials);
          queryClient.setQueryData(meQuery(api).queryKey, operator);
          await router.navigate({ to: '/' });
        }}
      />
    </GuestPage>
  );
}
