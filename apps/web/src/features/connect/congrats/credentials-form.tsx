import { Paper, Stack, Text, Title } from '@mantine/core';
import { CredentialsForm } from '../../../components/credentials-form.tsx';
import { connectErrorMessage } from '../connect-error.ts';

export const CREDENTIALS_SAVED = 'Acesso criado! Agora você também pode entrar com e-mail e senha.';

/**
 * 'Crie seu acesso': an account made from Instagram (or Google) has no password; this gives it
 * an e-mail and one. An account that already has an e-mail must keep it, so it is shown read-only.
 */
export function CongratsCredentials({ email }: { email: string | null }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="credentials-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz={20} id="credentials-title">
            Crie seu acesso
          </Title>
          <Text size="sm" c="dimmed">
            Defina um e-mail e uma senha para entrar no Mais Alcance também sem o Instagram.
          </Text>
        </Stack>
        <CredentialsForm
          email={email}
          passwordLabel="Senha"
          submitLabel="Salvar acesso"
          savedMessage={CREDENTIALS_SAVED}
          errorText={connectErrorMessage}
        />
      </Stack>
    </Paper>
  );
}
