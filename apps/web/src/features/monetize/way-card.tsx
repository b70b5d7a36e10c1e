import { Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import { useId, type ReactNode } from 'react';

// The colour of each tone's soft badge (the theme's AA text on a light tint).
const tones = { positive: 'teal', pending: 'yellow', neutral: 'brand' } as const;

export type WayTone = keyof typeof tones;

const STATE_HEIGHT = 4 * 22 + 6;
const ACTIONS_HEIGHT = { base: 2 * 36 + 10, sm: 36 };

export interface WayCardProps {
  title: string;
  icon: ReactNode;
  /** What this way of earning is, the same for everyone. */
  description: string;
  /** This creator's state in a word or two ('Cadastrado', '12 créditos'); undefined while loading. */
  status?: { label: string; tone: WayTone };
  /** The creator's figures and what is missing, or their skeleton. */
  children: ReactNode;
  /** The next action(s), or their skeleton. */
  actions: ReactNode;
  /** The figures are still loading. @default false */
  busy?: boolean;
}

/**
 * One way to earn on /monetize: what it is (there from the first paint), this creator's state
 * in it and the next action. Only the state swaps from skeleton to data.
 */
export function WayCard({ title, icon, description, status, children, actions, busy = false }: WayCardProps) {
  const titleId = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId} aria-busy={busy || undefined}>
      <Stack gap="md" h="100%">
        {/* The state under the title, not beside it: a phone's width then keeps the title on one line. */}
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={4} align="flex-start">
            <Title order={2} fz={18} id={titleId}>
              {title}
            </Title>
            {status ? (
              <Badge color={tones[status.tone]} variant="soft" radius="sm" tt="none" fw={700}>
                {status.label}
              </Badge>
            ) : (
              <Skeleton height={20} width={90} radius="sm" />
            )}
          </Stack>
        </Group>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {/* Room for four lines of state and, on a phone, two rows of buttons, whatever the state:
            the card keeps its height from skeleton to data (the texts are written to fit at 360 px). */}
        <Stack gap={6} mih={STATE_HEIGHT} style={{ flex: 1 }}>
          {children}
        </Stack>
        <Group gap="xs" mih={ACTIONS_HEIGHT} align="flex-start">
          {actions}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The skeleton of a card's state: `lines` lines of text. */
export function StateSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <>
      {Array.from({ length: lines }, (_, line) => (
        <Skeleton key={line} height={14} width={line === 0 ? '85%' : '60%'} radius="xl" my={4} />
      ))}
    </>
  );
}

/** The skeleton of a card's button. */
export const ActionSkeleton = ({ width = 150 }: { width?: number }) => <Skeleton height={36} width={width} radius="xl" />;
