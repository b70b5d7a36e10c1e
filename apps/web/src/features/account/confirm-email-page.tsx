import { isApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { confirmEmailChangeMutationOptions, verifyEmailMutationOptions } from '@ma/api-client/query/account-settings';
import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Loader, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AccountOrLoginLink } from '../../components/account-or-login-link.tsx';
import { LinkPageShell } from '../../components/link-page-shell.tsx';
import { OutcomeNotice } from '../../components/outcome-notice.tsx';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';

type LinkPurpose = 'change' | 'verify';

/** What each kind of link does, and what its page says. */
const purposes = {
  change: {
    mutationOptions: confirmEmailChangeMutationOptions,
    pending: 'Confirmando seu novo e-mail...',
    confirmed: (email: ReactNode) => <>Agora sua conta usa {email}. Use esse e-mail para entrar na Mais Alcance.</>,
    rules: 'O link de confirmação vale por 24 horas e só pode ser usado uma vez. Para receber outro, peça de novo a troca de e-mail em Minha conta.',
  },
  verify: {
    mutationOptions: verifyEmailMutationOptions,
    pending: 'Confirmando seu e-mail...',
    confirmed: (email: ReactNode) => <>Obrigado! O endereço {email} está confirmado como o e-mail da sua conta.</>,
    rules:
      "O link de confirmação vale por 24 horas e só pode ser usado uma vez. Você também confirma o endereço ao redefinir sua senha em 'Esqueci minha senha'.",
  },
} satisfies Record<LinkPurpose, unknown>;

/**
 * /account/confirm-email?email_token=... (docs/product/account-data.md): the link sent to the new
 * address. Public, since it may open on another device or after the session ended: the token is
 * the only key. It is sent once per visit; the answer says where to go on.
 */
export function ConfirmEmailPage({ token }: { token: string | undefined }) {
  return <EmailLinkPage purpose="change" token={token} />;
}

/**
 * /account/verify-email?verify_token=... (docs/product/accounts-and-levels.md): the link mailed at
 * sign-up, which proves the account's address. Unlike the change's link it needs the account's
 * session (the route sends a guest to /login first); the same page otherwise.
 */
export function VerifyEmailPage({ token }: { token: string | undefined }) {
  return <EmailLinkPage purpose="verify" token={token} />;
}

function EmailLinkPage({ purpose, token }: { purpose: LinkPurpose; token: string | undefined }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const texts = purposes[purpose];
  const confirm = useMutation({
    ...texts.mutationOptions(api),
    meta: { errorToast: false },
    // A signed-in page of this account reads the new address.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
  useRunOnce(() => {
    if (token) confirm.mutate({ token });
  });

  if (!token) return <Invalid message={TOKEN_INVALID_MESSAGE} hint={texts.rules} />;
  if (confirm.isSuccess) return <Confirmed>{texts.confirmed(<strong style={{ overflowWrap: 'anywhere' }}>{confirm.data.email}</strong>)}</Confirmed>;
  if (confirm.isError) {
    // Only a failure to reach the server is worth another try: a refused token stays refused.
    const unreachable = !isApiError(confirm.error) || confirm.error.status === 0 || confirm.error.status >= 500;
    const taken = isApiError(confirm.error) && confirm.error.code === 'ACCOUNT_ALREADY_EXISTS';
    return (
      <Invalid
        message={failureMessage(confirm.error, TOKEN_INVALID_MESSAGE)}
        hint={taken ? 'Outra conta passou a usar esse e-mail antes da confirmação. Escolha outro endereço em Minha conta.' : texts.rules}
        onRetry={unreachable ? () => confirm.mutate({ token }) : undefined}
      />
    );
  }
  return (
    <LinkPageShell>
      <Stack align="center" gap="sm" py="lg" role="status">
        <Loader aria-hidden />
        <Text>{texts.pending}</Text>
      </Stack>
    </LinkPageShell>
  );
}

function Confirmed({ children }: { children: ReactNode }) {
  return (
    <LinkPageShell>
      <OutcomeNotice outcome="done" icon={<IconCircleCheck size={28} aria-hidden />} title="E-mail confirmado" titleSize={26} actions={<WayOn />}>
        <Text>{children}</Text>
      </OutcomeNotice>
    </LinkPageShell>
  );
}

interface InvalidProps {
  message: string;
  /** What to do about it: the link's rules, or what went wrong. */
  hint: string;
  /** Shown as 'Tentar novamente' when the server could not be reached. @default undefined */
  onRetry?: (() => void) | undefined;
}

function Invalid({ message, hint, onRetry }: InvalidProps) {
  return (
    <LinkPageShell>
      <OutcomeNotice
        outcome="failed"
        icon={<IconLinkOff size={28} aria-hidden />}
        title={message}
        titleSize={26}
        actions={
          <>
            {onRetry && (
              <Button variant="primary" size="md" fullWidth onClick={onRetry}>
                Tentar novamente
              </Button>
            )}
            <WayOn secondary={onRetry !== undefined} />
          </>
        }
      >
        <Text c="dimmed">{hint}</Text>
      </OutcomeNotice>
    </LinkPageShell>
  );
}

/** To the account page when signed in; to /login otherwise (the guard would send a guest there anyway). */
function WayOn({ secondary = false }: { secondary?: boolean }) {
  return <AccountOrLoginLink signedIn="Ir para minha conta" guest="Entrar" secondary={secondary} />;
}
