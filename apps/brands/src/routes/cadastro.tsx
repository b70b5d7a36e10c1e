import { signUpBrand } from '@ma/api-client/brand';
import { Text } from '@mantine/core';
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router';
import { GuestPage } from '@ma/ui/page';
import { TextLink } from '../components/router-links.tsx';
import { SignUpForm } from '../features/auth/sign-up-form.tsx';
import { keepSession, sessionQuery } from '../lib/session.ts';

export const Route = createFileRoute('/cadastro')({
  // Signed in already: the home.
  beforeLoad: async ({ context }) => {
    if (await context.queryClient.ensureQueryData(sessionQuery(context.api))) throw redirect({ to: '/' });
  },
  component: SignUpPage,
});

function SignUpPage() {
  const { api, queryClient } = Route.useRouteContext();
  const router = useRouter();
  return (
    <GuestPage
      app="Para marcas"
      title="Cadastre sua marca"
      size={520}
      footer={
        <>
          Já tem conta? <TextLink to="/entrar">Entrar</TextLink>
        </>
      }
    >
      <Text size="sm" c="dimmed">
        Depois do cadastro, a equipe da Mais Alcance confere os dados da empresa e libera a conta.
      </Text>
      <SignUpForm
        signInLink={
          <TextLink to="/entrar" fz="inherit" fw={600}>
            Entrar com este e-mail
          </TextLink>
        }
        onSubmit={async (values) => {
          keepSession(queryClient, await signUpBrand(api, values));
          await router.navigate({ to: '/' });
        }}
      />
    </GuestPage>
  );
}
