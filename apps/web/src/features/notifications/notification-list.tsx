import { notificationKeys, notificationsInfiniteQueryOptions } from '@ma/api-client/query/notifications';
import { PlainList } from '@ma/ui/plain-list';
import { Stack } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { EmptyState } from '@ma/ui/states';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { NotificationItem } from './notification-item.tsx';
import { useMarkRead } from './use-mark-read.ts';
import { LoadMore } from '../../components/load-more.tsx';
import { CardListSkeleton } from '../../components/card-list-skeleton.tsx';

/** The creator's notifications, newest first, 20 at a time ('Carregar mais' with the server's cursor). */
export function NotificationList() {
  const queryClient = useQueryClient();
  const list = useInfiniteQuery(notificationsInfiniteQueryOptions(useApi()));
  const markRead = useMarkRead();
  const [now] = useState(() => new Date());
  // The first page's count is the freshest: the bell shows the same.
  const unread = list.data?.pages[0]?.unread;
  useEffect(() => {
    if (unread !== undefined) queryClient.setQueryData(notificationKeys.unread(), unread);
  }, [queryClient, unread]);

  if (list.isPending) return <CardListSkeleton label="Carregando as notificações" count={4} lines={['45%', '85%', '20%']} />;
  if (list.isError && !list.data) return <LoadError title="Não foi possível carregar suas notificações" {...retryOf(list)} />;
  const items = list.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<IconBellOff size={28} stroke={1.6} />}
        title="Nenhuma notificação por enquanto."
        text="Quando uma marca responder sua candidatura, uma comissão for aprovada ou seu nível subir, avisamos aqui."
      />
    );
  }
  return (
    <Stack gap="sm">
      <PlainList gap="sm" aria-label="Notificações">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} now={now} onOpen={({ id }) => markRead.mutate({ ids: [id] })} />
        ))}
      </PlainList>
      <LoadMore query={list} />
    </Stack>
  );
}
