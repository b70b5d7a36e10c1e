import { IconBell } from '@tabler/icons-react';
import { currentPageAttributes } from './is-active.ts';
import type { LinkComponent } from './link-component.tsx';
import classes from './notification-bell.module.css';

/** Where the bell leads: the creator's notifications. */
export const NOTIFICATIONS_PATH = '/notifications';

/** The count the bell shows: the number, 99+ past 99. */
const shownCount = (unread: number): string => (unread > 99 ? '99+' : String(unread));

/**
 * The bell's accessible name: 'Notificações', with the count it shows when there is one
 * ('Notificações: 3 não lidas'). The count stands as a word of its own, as it is seen on the bell,
 * so that the name holds the visible label (WCAG 2.5.3; axe's label-content-name-mismatch).
 */
export const notificationBellLabel = (unread?: number): string =>
  unread ? `Notificações: ${shownCount(unread)} ${unread === 1 ? 'não lida' : 'não lidas'}` : 'Notificações';

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
  return (
    <LinkTo
      to={NOTIFICATIONS_PATH}
      className={classes.bell}
      aria-label={notificationBellLabel(unread)}
      {...currentPageAttributes(NOTIFICATIONS_PATH, currentPath)}
      onClick={onNavigate}
    >
      <IconBell size={22} stroke={1.8} aria-hidden />
      {unread ? (
        <span className={classes.count} aria-hidden>
          {shownCount(unread)}
        </span>
      ) : null}
    </LinkTo>
  );
}
