import { notificationsInfiniteQueryOptions } from '@ma/api-client/query/notifications';
import { formatCountOf } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Group } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { PageColumn } from '../../components/page-column.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { useApi } from '../../lib/use-api.ts';
import { NotificationList } from './notification-list.tsx';
import { useMarkRead } from './use-mark-read.ts';

/** /notifications (docs/product/notifications.md): what the creator was told, newest first, and 'Marcar todas como lidas'. */
export function NotificationsPage() {
  // The list's own query (one request): its first page counts what is unread.
  const unread = useInfiniteQuery(notificationsInfiniteQueryOptions(useApi())).data?.pages[0]?.unread;
  const markRead = useMarkRead();
  return (
    <PageColumn maw={760}>
      <Group justify="space-between" align="flex-end" gap="md">
        <PageHeading
          title="Notificações"
          description={
            <span aria-live="polite">
              {unread ? `Você tem ${formatCountOf(unread, 'notificação não lida', 'notificações não lidas')}.` : 'Tudo em dia por aqui.'}
            </span>
          }
        />
        <Button
          variant="secondary"
          leftSection={<IconChecks size={18} aria-hidden />}
          disabled={!unread}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Marcar todas como lidas
        </Button>
      </Group>
      <NotificationList />
    </PageColumn>
  );
}
