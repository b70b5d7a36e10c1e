import {
  notificationKeys,
  notificationPreferencesQueryOptions,
  updateNotificationPreferencesMutationOptions,
} from '@ma/api-client/query/notifications';
import type { NotificationPreference } from '@ma/api-client/schemas';
import { notificationKindLabels, type NotificationChannel } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { Group, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { AccountSection } from './account-section.tsx';
import classes from './notification-preferences.module.css';
import { ThisBrowserPushSwitch } from './this-browser-push-switch.tsx';
import { ListSkeleton } from '../../components/list-skeleton.tsx';

const channelLabels: Record<NotificationChannel, string> = { inApp: 'No app', email: 'E-mail', push: 'No celular' };
const channels = Object.keys(channelLabels) as NotificationChannel[];

/**
 * 'Notificações': for each kind, whether the creator is told in the app, by e-mail and on the
 * phone (docs/product/notifications.md "The creator's choices"). Each switch saves that kind at once.
 */
export function NotificationPreferences() {
  const api = useApi();
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQueryOptions(api));
  const save = useMutation({
    ...updateNotificationPreferencesMutationOptions(api),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationKeys.preferences(), answer);
      toast.success('Preferências de notificação salvas.');
    },
  });
  // While a change is on its way, its switch already shows it.
  const shown = (preference: NotificationPreference): NotificationPreference =>
    save.isPending && save.variables.preferences[0]?.kind === preference.kind ? (save.variables.preferences[0] ?? preference) : preference;

  return (
    <AccountSection title="Notificações" description="Escolha por onde receber cada aviso.">
      <ThisBrowserPushSwitch />
      {preferences.isPending ? (
        <ListSkeleton label="Carregando suas preferências" rows={3} height={44} />
      ) : preferences.isError ? (
        <LoadError title="Não foi possível carregar suas preferências" {...retryOf(preferences)} />
      ) : (
        <ul className={classes.list}>
          {preferences.data.preferences.map((stored) => {
            const preference = shown(stored);
            const label = notificationKindLabels[preference.kind];
            return (
              <li key={preference.kind} className={classes.row}>
                <Text fw={600} size="sm" className={classes.kind}>
                  {label}
                </Text>
                <Group gap="lg" wrap="wrap">
                  {channels.map((channel) => (
                    <Switch
                      key={channel}
                      size="sm"
                      label={channelLabels[channel]}
                      aria-label={`${label}: ${channelLabels[channel]}`}
                      checked={preference[channel]}
                      disabled={save.isPending}
                      onChange={(event) => save.mutate({ preferences: [{ ...preference, [channel]: event.currentTarget.checked }] })}
                    />
                  ))}
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </AccountSection>
  );
}
