import { Group, Paper, Stack, ThemeIcon, Title, type StyleProp } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useId, type ReactNode } from 'react';
import { ButtonSkeleton } from './figure-skeletons.tsx';

export interface HomeCardProps {
  title: string;
  icon: ReactNode;
  /** The card's figures, or their skeleton while the overview loads. */
  children: ReactNode;
  /** The card's next step (a link or button); while `busy`, a button's skeleton stands in its place. @default undefined */
  action?: ReactNode;
  /** The skeleton's width while `busy`, about the button's. @default 150 */
  actionWidth?: number;
  /** The figures are still loading. @default false */
  busy?: boolean;
  /**
   * The figures' height while loading, which every state keeps at least (their texts are
   * written to fit it at 360 px), so that nothing below moves when they arrive. @default undefined
   */
  bodyHeight?: StyleProp<number>;
}

/**
 * One of home's cards: a titled section whose header is there from the first paint, so that
 * only the figures below swap from skeleton to data (no layout shift).
 */
export function HomeCard({ title, icon, children, action, actionWidth, busy = false, bodyHeight }: HomeCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Stack gap="md" h="100%">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Title order={2} fz={17} id={titleId}>
            {title}
          </Title>
        </Group>
        <Stack gap="sm" mih={bodyHeight} style={{ flex: 1 }}>
          {children}
        </Stack>
        {(busy || action) && <Group gap="xs">{busy ? <ButtonSkeleton width={actionWidth} /> : action}</Group>}
      </Stack>
    </Paper>
  );
}
