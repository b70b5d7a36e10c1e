import { Badge, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/ThemeIcon.css';
import { useId, type ReactNode } from 'react';

// The colour of each tone's soft badge (the theme's AA text on a light tint).
const tones = { positive: 'teal', pending: 'yellow', neutral: 'brand' } as const;

export type WayTone = keyof typeof tones;

const STATE_HEIGHT = 4 * 22 + 6;
const ACTIONS_HEIGHT = { base: 2 * 36 + 10, sm: 36 };

export interface WayCardProps<T> {
  title: string;
  icon: ReactNode;
  /** What this way of earning is, the same for everyone. */
  description: string;
  /** This creator's figures for this way; undefined while they load (the card shows skeletons). */
  data: T | undefined;
  /** This creator's state in a word or two ('Participando', '12 créditos'). */
  status: (data: T) => { label: string; tone: WayTone };
  /** Where the creator stands, in a bold line, and what it means or what is missing, in a second. */
  state: (data: T) => { headline: ReactNode; detail: ReactNode };
  /** The next action(s). */
  actions: (data: T) => ReactNode;
}

/**
 * One way to earn on /monetize: what it is (there from the first paint), this creator's state
 * in it and the next action. Only the state swaps from skeleton to data.
 */
export function WayCard<T>({ title, icon, description, data, status, state, actions }: WayCardProps<T>) {
  const titleId = useId();
  const busy = data === undefined;
  const badge = busy ? undefined : status(data);
  const lines = busy ? undefined : state(data);
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
            {badge ? (
              <Badge color={tones[badge.tone]} variant="soft" radius="sm" tt="none" fw={700}>
                {badge.label}
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
          {lines ? (
            <>
              <Text size="sm" fw={600}>
                {lines.headline}
              </Text>
              <Text size="sm">{lines.detail}</Text>
            </>
          ) : (
            <StateSkeleton />
          )}
        </Stack>
        <Group gap="xs" mih={ACTIONS_HEIGHT} align="flex-start">
          {busy ? <ActionSkeleton /> : actions(data)}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The skeleton of a card's state: three lines of text. */
function StateSkeleton() {
  return (
    <>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height={14} width={line === 0 ? '85%' : '60%'} radius="xl" my={4} />
      ))}
    </>
  );
}

/** The skeleton of a card's button. */
const ActionSkeleton = () => <Skeleton height={36} width={150} radius="xl" />;
