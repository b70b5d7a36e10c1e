import type { Notification } from '@ma/api-client/schemas';
import { formatDate, formatRelativeDate } from '@ma/domain';
import { Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';
import { notificationIcons } from './notification-icons.ts';
import classes from './notification-item.module.css';

export interface NotificationItemProps {
  notification: Notification;
  /** The instant the relative dates are counted from. */
  now: Date;
  /** Called as the notification is opened, while unread: it is marked read. */
  onOpen: (notification: Notification) => void;
}

/** One notification: its picture, title, text and when, a link to its page; unread ones are tinted and dotted. */
export function NotificationItem({ notification, now, onOpen }: NotificationItemProps) {
  const router = useRouter();
  const unread = notification.readAt === null;
  const { icon: Icon, color } = notificationIcons[notification.kind];
  // The path may carry a search ('/publis?tab=candidaturas'): followed as an href, in place for a plain click.
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (unread) onOpen(notification);
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate({ href: notification.path });
  };
  return (
    <li>
      <a href={notification.path} className={classes.item} data-unread={unread || undefined} onClick={open}>
        <ThemeIcon size={40} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={22} stroke={1.7} />
        </ThemeIcon>
        <Stack gap={2} className={classes.text}>
          <Text fw={unread ? 700 : 600} lh={1.35}>
            {unread && <VisuallyHidden>Não lida: </VisuallyHidden>}
            {notification.title}
          </Text>
          <Text size="sm" c={unread ? undefined : 'dimmed'}>
            {notification.text}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={notification.createdAt} title={formatDate(notification.createdAt)}>
            {formatRelativeDate(notification.createdAt, now)}
          </Text>
        </Stack>
        {unread && <span className={classes.dot} aria-hidden />}
      </a>
    </li>
  );
}
