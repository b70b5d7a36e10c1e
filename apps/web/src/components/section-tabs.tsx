import { Group } from '@mantine/core';
import type { LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ButtonLink } from './router-links.tsx';

export interface SectionTab {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: ReactNode;
}

export interface SectionTabsProps {
  /** What the navigation is named for assistive technology ('Aira', 'Programa de afiliados'). */
  label: string;
  tabs: readonly SectionTab[];
  /** The tab of the page shown: marked, and `aria-current`. */
  current: SectionTab['to'];
}

/** The pages of one area as a row of tab links (Aira's parts, the affiliate area's tabs). */
export function SectionTabs({ label, tabs, current }: SectionTabsProps) {
  return (
    <nav aria-label={label}>
      <Group gap={6}>
        {tabs.map(({ to, label: text, icon }) => (
          <ButtonLink
            key={to}
            to={to}
            variant={to === current ? 'light' : 'subtle'}
            color={to === current ? undefined : 'gray'}
            radius="xl"
            size="compact-md"
            fz="sm"
            aria-current={to === current ? 'page' : undefined}
            leftSection={icon}
          >
            {text}
          </ButtonLink>
        ))}
      </Group>
    </nav>
  );
}
