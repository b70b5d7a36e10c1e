import { endOtherSessionsMutationOptions, endSessionMutationOptions, sessionKeys, sessionsQueryOptions } from '@ma/api-client/query/sessions';
import type { ActiveSession } from '@ma/api-client/schemas';
import { formatDateTime } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { toast } from '@ma/ui/toasts';
import { Badge, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Badge.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { AccountSection } from './account-section.tsx';
import classes from './active-sessions.module.css';
import { ListSkeleton } from '../../components/list-skeleton.tsx';

/** 'Chrome · Android', or what a browser that said nothing known is called. */
export const deviceName = (session: Pick<ActiveSession, 'device'>) => session.device ?? 'Aparelho desconhecido';

/**
 * 'Sessões ativas' (docs/product/accounts-and-levels.md "The session"): every device where the
 * account is signed in, with its network and last use, and 'Encerrar' for each of the others
 * (a lost phone, a borrowed laptop). This one is ended by 'Sair'.
 */
export function ActiveSessions() {
  const api = useApi();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions(api));
  const refresh = () => queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  const endOne = useMutation({
    ...endSessionMutationOptions(api),
    onSuccess: () => toast.success('Sessão encerrada.'),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    ...endOtherSessionsMutationOptions(api),
    onSuccess: () => toast.success('As outras sessões foram encerradas.'),
    onSettled: refresh,
  });
  const busy = endOne.isPending || endOthers.isPending;

  return (
    <AccountSection
      title="Sessões ativas"
      description="Onde sua conta está aberta. Encerre as que você não reconhece: quem estiver nelas precisará entrar de novo."
    >
      {sessions.isPending ? (
        <ListSkeleton label="Carregando suas sessões" rows={2} height={56} />
      ) : sessions.isError ? (
        <LoadError title="Não foi possível carregar suas sessões" {...retryOf(sessions)} />
      ) : (
        <Stack gap="md">
          <ul className={classes.list}>
            {sessions.data.map((session) => (
              <li key={session.id} className={classes.row}>
                <div className={classes.details}>
                  <Group gap="xs" wrap="wrap">
                    <Text fw={600} size="sm">
                      {deviceName(session)}
                    </Text>
                    {session.current && (
                      <Badge color="teal.9" variant="filled" size="sm">
                        Esta sessão
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {session.ipPrefix ? `Rede ${session.ipPrefix} · ` : ''}Último uso {formatDateTime(session.lastUsedAt)}
                  </Text>
                </div>
                {!session.current && (
                  <Button
                    variant="secondary"
                    size="xs"
                    color="red"
                    c="red.9"
                    aria-label={`Encerrar a sessão ${deviceName(session)}`}
                    disabled={busy}
                    loading={endOne.isPending && endOne.variables === session.id}
                    onClick={() => endOne.mutate(session.id)}
                  >
                    Encerrar
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {sessions.data.some((session) => !session.current) ? (
            <Button
              variant="secondary"
              color="red"
              c="red.9"
              disabled={busy}
              loading={endOthers.isPending}
              onClick={() => endOthers.mutate()}
              size="sm"
              classNames={{ root: classes.endOthers, label: classes.endOthersLabel }}
            >
              Encerrar todas as outras sessões
            </Button>
          ) : (
            <Text size="sm" c="dimmed">
              Nenhuma outra sessão aberta.
            </Text>
          )}
        </Stack>
      )}
    </AccountSection>
  );
}
