import { notificationKeys, unsubscribeLinkQueryOptions, unsubscribeMutationOptions } from '@ma/api-client/query/notifications';
import { notificationKindLabels } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkPageShell } from '../../components/link-page-shell.tsx';
import { LinkPageOutcome, LinkPagePending } from '../../components/link-page-states.tsx';
import { OutcomeNotice } from '../../components/outcome-notice.tsx';
import { AccountOrLoginLink } from '../../components/account-or-login-link.tsx';
import { FormError } from '../../components/form-error.tsx';
import { failureMessage, worthRetrying } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';

const LINK_GONE = 'Este link para cancelar os e-mails não vale mais.';

/** To the preferences on /account when signed in; to /login otherwise. */
const toPreferences = { signedIn: 'Ajustar meus avisos', guest: 'Entrar para ajustar meus avisos' };

/**
 * /unsubscribe/{token} (docs/product/notifications.md "E-mail"): the footer link of a notification
 * e-mail. Public, since a mail is read anywhere: the token is the only key. It asks before
 * turning that kind's e-mail off (mail scanners open links; only a click unsubscribes), and
 * changes nothing else; the mail client's own button (RFC 8058) does it without this page.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const link = useQuery(unsubscribeLinkQueryOptions(api, token));
  const unsubscribe = useMutation({
    ...unsubscribeMutationOptions(api),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences() }),
  });

  if (link.isPending) return <LinkPagePending>Carregando...</LinkPagePending>;
  if (link.isError) {
    const unreachable = worthRetrying(link.error);
    return (
      <LinkPageOutcome
        outcome="failed"
        title={unreachable ? failureMessage(link.error) : LINK_GONE}
        onRetry={unreachable ? () => void link.refetch() : undefined}
        wayOn={toPreferences}
      >
        Você pode escolher por onde receber cada aviso em Minha conta, na seção Notificações.
      </LinkPageOutcome>
    );
  }

  const label = notificationKindLabels[link.data.kind];
  if (unsubscribe.isSuccess || !link.data.email) {
    return (
      <LinkPageOutcome outcome="done" title={unsubscribe.isSuccess ? 'Pronto!' : 'Esses e-mails já estão desligados'} wayOn={toPreferences}>
        Você não vai mais receber e-mails de “{label}”. Os outros avisos continuam como estavam; para mudar de ideia, ajuste em Minha conta.
      </LinkPageOutcome>
    );
  }
  return (
    <LinkPageShell>
      <Stack gap="lg">
        <OutcomeNotice outcome="done" icon={<IconMailOff size={28} aria-hidden />} title="Parar de receber estes e-mails?" titleSize={26}>
          <Text>Você deixa de receber e-mails de “{label}”. Os avisos no app e no celular, e os e-mails dos outros tipos, continuam como estão.</Text>
        </OutcomeNotice>
        <FormError error={unsubscribe.isError ? failureMessage(unsubscribe.error) : undefined} />
        <Button variant="primary" size="md" fullWidth loading={unsubscribe.isPending} onClick={() => unsubscribe.mutate(token)}>
          Cancelar estes e-mails
        </Button>
        <AccountOrLoginLink {...toPreferences} secondary />
      </Stack>
    </LinkPageShell>
  );
}
