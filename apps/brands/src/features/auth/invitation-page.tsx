import { isApiError, type ApiClient } from '@ma/api-client';
import { acceptBrandInvitation, getBrandInvitation, type BrandSession } from '@ma/api-client/brand';
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { failureMessage } from '@ma/app-kit/error-message';
import { LoadError } from '@ma/app-kit/load-error';
import { GuestPage, PageLoader } from '@ma/ui/page';
import { AlertTitle } from '@ma/ui/states';
import { TextLink } from '../../components/router-links.tsx';
import { InvitationForm } from './invitation-form.tsx';

/** An invitation's link: whose team it is to and for whom, then the invitee's password. */
export function InvitationPage({ api, token, onAccepted }: { api: ApiClient; token: string; onAccepted: (session: BrandSession) => Promise<void> }) {
  // Never refetched: the link is spent once accepted.
  const invitation = useQuery({ queryKey: ['invitation', token], queryFn: () => getBrandInvitation(api, token), staleTime: Infinity, retry: false });
  const invalid = isApiError(invitation.error) && invitation.error.status === 404;
  return (
    <GuestPage
      app="Para marcas"
      title="Convite para a equipe"
      footer={
        <>
          Já tem conta? <TextLink to="/entrar">Entrar</TextLink>
        </>
      }
    >
      {invitation.isPending ? (
        <PageLoader />
      ) : invalid ? (
        <Alert color="red" variant="light" role="alert" title={<AlertTitle>Este convite não vale mais</AlertTitle>}>
          {failureMessage(invitation.error)}
        </Alert>
      ) : invitation.isError ? (
        <LoadError title="Não foi possível abrir o convite" query={invitation} />
      ) : (
        <>
          <Text>
            Olá, {invitation.data.name}. Você recebeu um convite para a equipe da <strong>{invitation.data.brandName}</strong> na Mais Alcance. Crie
            uma senha para entrar.
          </Text>
          <InvitationForm email={invitation.data.email} onSubmit={async (values) => onAccepted(await acceptBrandInvitation(api, token, values))} />
        </>
      )}
    </GuestPage>
  );
}
