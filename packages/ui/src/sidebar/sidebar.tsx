import { PRIVACY_POLICY_LABEL } from '@ma/domain';
import { CloseButton, NavLink, useComputedColorScheme } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { Logo } from '../logo/logo.tsx';
import { AiraGroup } from './aira-group.tsx';
import { DefaultLink, type LinkComponent } from './link-component.tsx';
import { mainEntries, profileEntry } from './nav-entries.ts';
import { NotificationBell } from './notification-bell.tsx';
import { SidebarLink } from './sidebar-link.tsx';
import { SidebarUser, type SidebarUserData } from './sidebar-user.tsx';
import classes from './sidebar.module.css';

export interface SidebarProps {
  /** Who is signed in: name, photo and level; undefined while the account is on its way (placeholders). */
  user: SidebarUserData | undefined;
  /** The current location's path; its entry is highlighted ('/' exact, others by prefix). */
  currentPath: string;
  /** Called by 'Sair'; the app clears the session and redirects. */
  onLogout: () => void;
  /** Credit balance shown beside 'Créditos'; hidden while unknown. @default undefined */
  creditBalance?: number;
  /** Unread notifications on the bell beside the logo (a link to /notifications); no count while unknown. @default undefined */
  unreadNotifications?: number;
  /** The app's router link, receiving `to` and anchor props. @default DefaultLink (a plain `<a href>`) */
  linkComponent?: LinkComponent;
  /** Called after an entry is chosen (the mobile drawer closes). @default undefined */
  onNavigate?: () => void;
  /** When set, a 'Fechar menu' button is shown beside the logo (drawer use). @default undefined */
  onClose?: () => void;
}

/** The private area's navigation (docs/product/routes-and-navigation.md "Sidebar"). */
export function Sidebar({
  user,
  currentPath,
  onLogout,
  creditBalance,
  unreadNotifications,
  linkComponent = DefaultLink,
  onNavigate,
  onClose,
}: SidebarProps) {
  const scheme = useComputedColorScheme('light');
  const linkProps = { currentPath, linkComponent, onNavigate };
  const LinkTo = linkComponent;
  return (
    <div className={classes.sidebar}>
      <div className={classes.header}>
        <Logo variant={scheme} height={30} />
        <div className={classes.headerActions}>
          <NotificationBell unread={unreadNotifications} {...linkProps} />
          {onClose && <CloseButton aria-label="Fechar menu" size="lg" onClick={onClose} />}
        </div>
      </div>
      <SidebarUser user={user} {...linkProps} />
      <nav className={classes.nav} aria-label="Menu principal">
        <div className={classes.list}>
          {mainEntries.map((entry) => (
            <SidebarLink key={entry.to} entry={entry} {...linkProps} />
          ))}
          <AiraGroup {...linkProps} creditBalance={creditBalance} />
        </div>
        <div className={classes.footer}>
          <SidebarLink entry={profileEntry} {...linkProps} />
          <NavLink
            component="button"
            className={classes.link}
            classNames={{ section: classes.section }}
            label="Sair"
            leftSection={<IconLogout size={20} stroke={1.7} aria-hidden />}
            onClick={() => {
              onNavigate?.();
              onLogout();
            }}
          />
          <LinkTo to="/privacy-policy" className={classes.legal} onClick={onNavigate}>
            {PRIVACY_POLICY_LABEL}
          </LinkTo>
        </div>
      </nav>
    </div>
  );
}
