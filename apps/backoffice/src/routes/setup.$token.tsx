import { LoadError } from '@ma/app-kit/load-error';
import { Button } from '@ma/ui/button';
import { Alert, Center, Code, Image, List, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import QRCode from 'qrcode';
import { useState } from 'react';
import { GuestPage, PageLoader } from '@ma/ui/page';
import { CopyField } from '@ma/ui/copy-field';
import { SetupForm } from '../features/setup/setup-form.tsx';
import { completeOperatorSetup, getOperatorSetup } from '@ma/api-client/admin';

export const Route = createFileRoute('/setup/$token')({
  component: SetupPage,
});

/** The one-time setup link: password, TOTP enrolment, then the recovery codes, shown once. */
function SetupPage() {
  const { token } = Route.useParams();
  const { api } = Route.useRouteContext();
  const [recoveryCodes, setRecoveryCodes] = useState<string[]>();
  // Never refetched: the link is spent once the setup is done.
  const setup = useQuery({ queryKey: ['setup', token], queryFn: () => getOperatorSetup(api, token), staleTime: Infinity });

  if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} />;
  return (
    <GuestPage app="Back office" title="Cadastro de operador" size={520}>
      {setup.isPending ? (
        <PageLoader />
      ) : setup.isError ? (
        <LoadError title="Não foi possível abrir este link de cadastro" query={setup} />
      ) : (
        <Stack gap="lg">
          <Text>
            Olá, {setup.data.name}. Este é o cadastro de <strong>{setup.data.email}</strong>: crie sua senha e ligue o app autenticador.
          </Text>
          <List type="ordered" spacing="xs" size="sm">
            <List.Item>No app autenticador (Google Authenticator, 1Password, Authy...), adicione uma conta lendo o QR code.</List.Item>
            <List.Item>Sem câmera? Digite a chave abaixo no app.</List.Item>
            <List.Item>Informe a senha e o código de 6 dígitos que o app mostra agora.</List.Item>
          </List>
          <QrCode text={setup.data.otpauthUrl} />
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Chave
            </Text>
            <Code style={{ wordBreak: 'break-all', fontSize: 14 }} aria-label="Chave do app autenticador">
              {setup.data.secret}
            </Code>
          </Stack>
          <SetupForm
            email={setup.data.email}
            onSubmit={async (values) => setRecoveryCodes((await completeOperatorSetup(api, token, values)).recoveryCodes)}
          />
        </Stack>
      )}
    </GuestPage>
  );
}

function QrCode({ text }: { text: string }) {
  const image = useQuery({ queryKey: ['qr', text], queryFn: () => QRCode.toDataURL(text, { margin: 1, width: 200 }), staleTime: Infinity });
  return <Center mih={200}>{image.data ? <Image src={image.data} w={200} h={200} alt="QR code para o app autenticador" /> : <PageLoader />}</Center>;
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const navigate = useNavigate();
  return (
    <GuestPage app="Back office" title="Códigos de recuperação" size={520}>
      <Alert color="yellow" variant="light">
        Guarde estes códigos num lugar seguro: eles só aparecem agora. Cada um entra uma vez no lugar do código do app, se você perder o celular.
      </Alert>
      <CopyField label="Seus códigos" value={codes.join('\n')} copyLabel="Copiar os códigos" />
      <Button onClick={() => void navigate({ to: '/login' })}>Guardei os códigos</Button>
    </GuestPage>
  );
}
