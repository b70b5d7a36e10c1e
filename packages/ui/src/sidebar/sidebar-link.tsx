import { NavLink } from '@mantine/core';
import type { ReactNode } from 'react';
import { isActive } from './is-active.ts';
import type { LinkComponent } from './link-component.tsx';
import type { NavEntry } from './nav-entries.ts';
import classes from './sidebar.module.css';

export interface SidebarLinkProps {
  entry: NavEntry;
  currentPath: string;
  linkComponent: LinkComponent;
  onNavigate?: () => void;
  rightSection?: ReactNode;
}

/** One sidebar entry, rendered through the app's link and marked as the current page. */
export function SidebarLink({ entry, currentPath, linkComponent, onNavigate, rightSection }: SidebarLinkProps) {
  const active = isActive(entry.activePrefix ?? entry.to, currentPath);
  const Icon = entry.icon;
  return (
    <NavLink
      component={linkComponent}
      to={entry.to}
      className={classes.link}
      classNames={{ section: classes.section }}
      label={entry.label}
      leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
      rightSection={rightSection}
      active={active}
      variant="light"
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}
