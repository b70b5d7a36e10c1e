import '@mantine/core/styles/ThemeIcon.css';
import { isApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { confirmEmailChangeMutationOptions } from '@ma/api-client/query/account-settings';
import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Logo } from '@ma/ui/logo';
import { Center, Loader, Paper, Stack, Text, ThemeIcon, Title, useComputedColorScheme } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/router-links.tsx';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { useAuth } from '../../lib/use-auth.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';

/**
 * /account/confirm-email?email_token=... (docs/product/account-data.md): the link sent to the new
 * address. Public, since it may open on another device or after the session ended: the token is
 * the only key. It is sent once per visit; the answer says where to go on.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    ...confirmEmailChangeMutationOptions(api),
    meta: { errorToast: false },
    // A signed-in page of this account reads the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
  useRunOnce(() => {
    if (token) confirm.mutate({ token });
  });

  if (!token) return <Invalid message={TOKEN_INVALID_MESSAGE} />;
  if (confirm.isSuccess) return <Confirmed email={confirm.data.email} />;
  if (confirm.isError) {
    // Only a failure to reach the server is worth another try: a refused token stays refused.
    const unreachable = !isApiError(confirm.error) || confirm.error.status === 0 || confirm.error.status >= 500;
    const taken = isApiError(confirm.error) && confirm.error.code === 'ACCOUNT_ALREADY_EXISTS';
    return (
      <Invalid
        message={failureMessage(confirm.error, TOKEN_INVALID_MESSAGE)}
        hint={taken ? 'Outra conta passou a usar esse e-mail antes da confirmação. Escolha outro endereço em Minha conta.' : undefined}
        onRetry={unreachable ? () => confirm.mutate({ token }) : undefined}
      />
    );
  }
  return (
    <Shell>
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text>Confirmando seu novo e-mail...</Text>
      </Stack>
    </Shell>
  );
}

function Confirmed({ email }: { email: string }) {
  return (
    <Shell>
      <Stack gap="lg" role="status">
        <ThemeIcon size={52} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={28} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} fz={26}>
            E-mail confirmado
          </Title>
          <Text>
            Agora sua conta usa <strong style={{ overflowWrap: 'anywhere' }}>{email}</strong>. Use esse e-mail para entrar na Mais Alcance.
          </Text>
        </Stack>
        <WayOn />
      </Stack>
    </Shell>
  );
}

const LINK_RULES =
  'O link de confirmação vale por 24 horas e só pode ser usado uma vez. Para receber outro, peça de novo a troca de e-mail em Minha conta.';

interface InvalidProps {
  message: string;
  /** What to do about it. @default LINK_RULES */
  hint?: string | undefined;
  /** Shown as 'Tentar novamente' when the server could not be reached. @default undefined */
  onRetry?: (() => void) | undefined;
}

function Invalid({ message, hint = LINK_RULES, onRetry }: InvalidProps) {
  return (
    <Shell>
      <Stack gap="lg" role="alert">
        <ThemeIcon size={52} radius="xl" variant="light" color="red">
          <IconLinkOff size={28} aria-hidden />
        </ThemeIcon>
        <Stack gap={6}>
          <Title order={1} fz={26}>
            {message}
          </Title>
          <Text c="dimmed">{hint}</Text>
        </Stack>
        {onRetry && (
          <Button variant="primary" size="md" fullWidth onClick={onRetry}>
            Tentar novamente
          </Button>
        )}
        <WayOn secondary={onRetry !== undefined} />
      </Stack>
    </Shell>
  );
}

/** To the account page when signed in; to /login otherwise (the guard would send a guest there anyway). */
function WayOn({ secondary = false }: { secondary?: boolean }) {
  const signedIn = useAuth().isLoggedIn();
  // The router's button is Mantine's own: 'outline' and 'filled' are @ma/ui's secondary and primary.
  const variant = secondary ? 'outline' : 'filled';
  return signedIn ? (
    <ButtonLink to="/account" variant={variant} size="md" fullWidth>
      Ir para minha conta
    </ButtonLink>
  ) : (
    <ButtonLink to="/login" variant={variant} size="md" fullWidth>
      Entrar
    </ButtonLink>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const scheme = useComputedColorScheme('light');
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack gap="xl" w="100%" maw={440} align="center">
        <Logo variant={scheme} height={32} />
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} w="100%">
          {children}
        </Paper>
      </Stack>
    </Center>
  );
}
