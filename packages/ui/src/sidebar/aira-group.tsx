import { Badge, Collapse, Group, NavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { CreditBadge } from './credit-badge.tsx';
import type { LinkComponent } from './link-component.tsx';
import { airaEntry, airaGroup, creditsEntry } from './nav-entries.ts';
import { SidebarLink } from './sidebar-link.tsx';
import classes from './sidebar.module.css';

export interface AiraGroupProps {
  currentPath: string;
  linkComponent: LinkComponent;
  creditBalance?: number;
  onNavigate?: () => void;
}

/** The collapsible 'Aira para criadores' group (badge Novo): Aira and Créditos. Starts open. */
export function AiraGroup({ currentPath, linkComponent, creditBalance, onNavigate }: AiraGroupProps) {
  const [opened, { toggle }] = useDisclosure(true);
  const panelId = useId();
  const Icon = airaGroup.icon;
  return (
    <div>
      <NavLink
        component="button"
        className={classes.link}
        classNames={{ section: classes.section }}
        label={airaGroup.label}
        leftSection={<Icon size={20} stroke={1.7} aria-hidden />}
        rightSection={
          <Group component="span" gap={6} wrap="nowrap">
            <Badge size="xs" variant="gradient" radius="sm" tt="none">
              {airaGroup.badge}
            </Badge>
            <IconChevronDown size={16} aria-hidden className={classes.chevron} data-rotate={opened || undefined} />
          </Group>
        }
        aria-expanded={opened}
        aria-controls={panelId}
        onClick={toggle}
      />
      <Collapse expanded={opened} id={panelId}>
        <div className={classes.groupChildren}>
          <SidebarLink entry={airaEntry} currentPath={currentPath} linkComponent={linkComponent} onNavigate={onNavigate} />
          <SidebarLink
            entry={creditsEntry}
            currentPath={currentPath}
            linkComponent={linkComponent}
            onNavigate={onNavigate}
            rightSection={creditBalance === undefined ? undefined : <CreditBadge balance={creditBalance} />}
          />
        </div>
      </Collapse>
    </div>
  );
}
