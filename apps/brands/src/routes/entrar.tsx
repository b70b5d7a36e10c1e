import { signInBrand } from '@ma/api-client/brand';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { GuestPage } from '@ma/ui/page';
import { TextLink } from '../components/router-links.tsx';
import { SignInForm } from '../features/auth/sign-in-form.tsx';
import { keepSession, sessionQuery } from '../lib/session.ts';

export const Route = createFileRoute('/entrar')({
  // Signed in already: the home.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(sessionQuery(context.api))) throw redirect({ to: '/' });
  },
  component: SignInPage,
});

function SignInPage() {
  const { api, queryClient } = Route.useRouteContext();
  const router = useRouter();
  return (
    <GuestPage
      app="Para marcas"
      title="Entrar"
      footer={
        <>
          Sua marca ainda não tem conta? <TextLink to="/cadastro">Cadastre sua marca</TextLink>
        </>
      }
    >
      <SignInForm
        onSubmit={async (credentials) => {
          keepSession(queryClient, await signInBrand(api, credentials));
          await router.navigate({ to: '/' });
        }}
      />
    </GuestPage>
  );
}
