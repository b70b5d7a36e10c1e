import { formatCountOf } from '@ma/domain';
import { IconBell } from '@tabler/icons-react';
import { isActive } from './is-active.ts';
import type { LinkComponent } from './link-component.tsx';
import classes from './notification-bell.module.css';

/** Where the bell leads: the creator's notifications. */
export const NOTIFICATIONS_PATH = '/notifications';

/** The bell's accessible name: 'Notificações', with the unread count when there is one. */
export const notificationBellLabel = (unread?: number): string =>
  unread ? `Notificações (${formatCountOf(unread, 'não lida', 'não lidas')})` : 'Notificações';

export interface NotificationBellProps {
  /** Unread notifications, shown on the bell above 0; nothing while unknown. @default undefined */
  unread?: number;
  currentPath: string;
  linkComponent: LinkComponent;
  /** Called after the link is followed (the mobile drawer closes). @default undefined */
  onNavigate?: (() => void) | undefined;
}

/** A bell linking to /notifications, its unread count on it (99+ past 99): beside the logo and in the top bar. */
export function NotificationBell({ unread, currentPath, linkComponent: LinkTo, onNavigate }: NotificationBellProps) {
  const active = isActive(NOTIFICATIONS_PATH, currentPath);
  return (
    <LinkTo
      to={NOTIFICATIONS_PATH}
      className={classes.bell}
      aria-label={notificationBellLabel(unread)}
      aria-current={active ? 'page' : undefined}
      data-active={active || undefined}
      onClick={onNavigate}
    >
      <IconBell size={22} stroke={1.8} aria-hidden />
      {unread ? (
        <span className={classes.count} aria-hidden>
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </LinkTo>
  );
}
