import '@mantine/core/styles/ThemeIcon.css';
import { Stack, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface OutcomeNoticeProps {
  /** Done (teal, read out politely as a status) or failed (red, read out at once as an alert). */
  outcome: 'done' | 'failed';
  /** A 28 px icon, hidden from assistive technology. */
  icon: ReactNode;
  title: ReactNode;
  /** The title's size in px. @default 28 */
  titleSize?: number;
  /** What it means, under the title: one or two texts. */
  children: ReactNode;
  /** The ways on, below: buttons or links. @default undefined */
  actions?: ReactNode;
}

/** The page an e-mailed link or request ends on: sent, confirmed, or a link that no longer works. */
export function OutcomeNotice({ outcome, icon, title, titleSize = 28, children, actions }: OutcomeNoticeProps) {
  return (
    <Stack gap="lg" role={outcome === 'done' ? 'status' : 'alert'}>
      <ThemeIcon size={52} radius="xl" variant="light" color={outcome === 'done' ? 'teal' : 'red'}>
        {icon}
      </ThemeIcon>
      <Stack gap={6}>
        <Title order={1} fz={titleSize}>
          {title}
        </Title>
        {children}
      </Stack>
      {actions}
    </Stack>
  );
}
