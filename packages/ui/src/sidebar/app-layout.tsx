import { ActionIcon, Drawer, Skeleton, useComputedColorScheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMenu2 } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { UserAvatar } from '../avatar/user-avatar.tsx';
import { Logo } from '../logo/logo.tsx';
import classes from './app-layout.module.css';
import { DefaultLink } from './link-component.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { Sidebar, type SidebarProps } from './sidebar.tsx';
import { ACCOUNT_PATH } from './sidebar-user.tsx';

export interface AppLayoutProps extends Omit<SidebarProps, 'onNavigate' | 'onClose'> {
  /** The page. */
  children: ReactNode;
}

/**
 * The private area's layout: a fixed sidebar on the left from Mantine's `sm` breakpoint; below
 * it a top bar whose 'Abrir menu' button opens the sidebar as a drawer (backdrop, Escape and
 * choosing an entry close it; page scroll is locked while open).
 */
export function AppLayout({ children, ...sidebarProps }: AppLayoutProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const scheme = useComputedColorScheme('light');
  // Read at once rather than in an effect (Mantine's default), which rendered the layout and its
  // sidebar again right after the app's first commit, in its longest task (issue #38). It draws
  // nothing (it closes the drawer on widening), so the server, which reads false, draws the same.
  const desktop = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const TopbarLink = sidebarProps.linkComponent ?? DefaultLink;
  const { user } = sidebarProps;
  // Widening the window past the breakpoint leaves no drawer (and no scroll lock) behind.
  useEffect(() => {
    if (desktop) close();
  }, [desktop, close]);

  return (
    <div className={classes.root}>
      <header className={classes.topbar}>
        <ActionIcon variant="subtle" color="gray" size="xl" aria-label="Abrir menu" aria-expanded={opened} onClick={open}>
          <IconMenu2 size={24} stroke={1.8} aria-hidden />
        </ActionIcon>
        <div className={classes.topbarLogo}>
          <Logo variant={scheme} height={28} />
        </div>
        <NotificationBell unread={sidebarProps.unreadNotifications} currentPath={sidebarProps.currentPath} linkComponent={TopbarLink} />
        <TopbarLink to={ACCOUNT_PATH} className={classes.topbarUser} aria-label={user ? `Minha conta: ${user.name}` : 'Minha conta'}>
          {user ? <UserAvatar name={user.name} src={user.picture} size={34} /> : <Skeleton circle height={34} />}
        </TopbarLink>
      </header>
      <aside className={classes.aside} aria-label="Barra lateral">
        <Sidebar {...sidebarProps} />
      </aside>
      <Drawer.Root opened={opened} onClose={close} size="clamp(240px, 86vw, 300px)" position="left">
        <Drawer.Overlay backgroundOpacity={0.45} blur={2} />
        <Drawer.Content aria-label="Menu">
          <Sidebar {...sidebarProps} onNavigate={close} onClose={close} />
        </Drawer.Content>
      </Drawer.Root>
      <main className={classes.main}>{children}</main>
    </div>
  );
}
