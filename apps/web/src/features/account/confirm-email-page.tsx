import { isApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { confirmEmailChangeMutationOptions, verifyEmailMutationOptions } from '@ma/api-client/query/account-settings';
import { TOKEN_INVALID_MESSAGE } from '@ma/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LinkPageOutcome, LinkPagePending } from '../../components/link-page-states.tsx';
import { failureMessage, worthRetrying } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import { useRunOnce } from '../../lib/use-run-once.ts';

type LinkPurpose = 'change' | 'verify';

/** To the account page when signed in; to /login otherwise (the guard would send a guest there anyway). */
const wayOn = { signedIn: 'Ir para minha conta', guest: 'Entrar' };

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

  if (!token) {
    return (
      <LinkPageOutcome outcome="failed" title={TOKEN_INVALID_MESSAGE} wayOn={wayOn}>
        {texts.rules}
      </LinkPageOutcome>
    );
  }
  if (confirm.isSuccess) {
    return (
      <LinkPageOutcome outcome="done" title="E-mail confirmado" wayOn={wayOn}>
        {texts.confirmed(<strong style={{ overflowWrap: 'anywhere' }}>{confirm.data.email}</strong>)}
      </LinkPageOutcome>
    );
  }
  if (confirm.isError) {
    const taken = isApiError(confirm.error) && confirm.error.code === 'ACCOUNT_ALREADY_EXISTS';
    return (
      <LinkPageOutcome
        outcome="failed"
        title={failureMessage(confirm.error, TOKEN_INVALID_MESSAGE)}
        onRetry={worthRetrying(confirm.error) ? () => confirm.mutate({ token }) : undefined}
        wayOn={wayOn}
      >
        {taken ? 'Outra conta passou a usar esse e-mail antes da confirmação. Escolha outro endereço em Minha conta.' : texts.rules}
      </LinkPageOutcome>
    );
  }
  return <LinkPagePending>{texts.pending}</LinkPagePending>;
}
