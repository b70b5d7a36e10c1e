import { isApiError } from '@ma/api-client';
import { vapidKeyQueryOptions } from '@ma/api-client/query/notifications';
import { toast } from '@ma/ui/toasts';
import { Paper, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { failureMessage } from '../../lib/error-message.ts';
import { useApi } from '../../lib/use-api.ts';
import {
  currentPushSubscription,
  PushDeniedError,
  pushSupported,
  startPushOnThisBrowser,
  stopPushOnThisBrowser,
} from '../../lib/this-browser-push.ts';

export const pushTexts = {
  label: 'Receber notificações neste aparelho',
  description: 'Os avisos marcados em "No celular" chegam aqui mesmo com o app fechado.',
  unsupported:
    'Este navegador não recebe notificações. No iPhone, abra a Mais Alcance pelo Safari, toque em Compartilhar > Adicionar à Tela de Início e ative por lá.',
  unavailable: 'As notificações no celular não estão disponíveis no momento.',
  denied: 'As notificações estão bloqueadas para este site. Libere nas configurações do navegador e ative de novo.',
  on: 'Notificações ativadas neste aparelho.',
  off: 'Notificações desativadas neste aparelho.',
  failedOn: 'Não foi possível ativar as notificações neste aparelho. Tente de novo.',
  failedOff: 'Não foi possível desativar as notificações neste aparelho. Tente de novo.',
} as const;

/**
 * 'Receber notificações neste aparelho': Web Push on this browser (docs/product/notifications.md
 * "Push"). Turning it on asks the browser's permission and subscribes; off unsubscribes. What
 * this browser cannot do (no push, blocked, a server without keys) is said instead of a switch.
 */
export function ThisBrowserPushSwitch() {
  const api = useApi();
  const supported = pushSupported();
  const key = useQuery({ ...vapidKeyQueryOptions(api), enabled: supported });
  const [subscribed, setSubscribed] = useState<boolean | undefined>(undefined);
  const [permission, setPermission] = useState(() => (supported ? Notification.permission : 'default'));
  useEffect(() => {
    if (!supported) return;
    let live = true;
    currentPushSubscription()
      .then((subscription) => live && setSubscribed(subscription !== null))
      .catch(() => live && setSubscribed(false));
    return () => {
      live = false;
    };
  }, [supported]);
  const change = useMutation({
    mutationFn: async (on: boolean) => (on ? startPushOnThisBrowser(api, key.data?.publicKey ?? '') : stopPushOnThisBrowser(api)),
    onSuccess: (_answer, on) => {
      setSubscribed(on);
      toast.success(on ? pushTexts.on : pushTexts.off);
    },
    onError: (error, on) => {
      setPermission(Notification.permission);
      if (error instanceof PushDeniedError) return;
      toast.error(failureMessage(error, on ? pushTexts.failedOn : pushTexts.failedOff));
      void currentPushSubscription().then((subscription) => setSubscribed(subscription !== null));
    },
  });

  const unavailable = key.isError && isApiError(key.error) && key.error.status === 404;
  const notice = !supported ? pushTexts.unsupported : unavailable ? pushTexts.unavailable : permission === 'denied' ? pushTexts.denied : undefined;
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-gray-0)">
      {notice ? (
        <Stack gap={2}>
          <Text fw={600} size="sm">
            {pushTexts.label}
          </Text>
          <Text size="sm" c="dimmed" role="status">
            {notice}
          </Text>
        </Stack>
      ) : (
        <Switch
          label={pushTexts.label}
          description={key.isError ? failureMessage(key.error, pushTexts.failedOn) : pushTexts.description}
          checked={change.isPending ? change.variables : (subscribed ?? false)}
          disabled={change.isPending || subscribed === undefined || !key.data}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />
      )}
    </Paper>
  );
}
