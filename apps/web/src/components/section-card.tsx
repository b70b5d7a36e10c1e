import { Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { useId, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** One line on what the section is for. @default undefined */
  description?: ReactNode;
  /** Its place in a flow of numbered steps (the voice cloning page), in a round mark before the title. @default undefined */
  step?: number;
  /** The deletion's section is drawn in red. @default false */
  danger?: boolean;
  children: ReactNode;
}

/**
 * A card of a page, a region named by its h2 title (the account's parts, the kit editor's, the
 * kit's sharing, the steps of the voice cloning).
 */
export function SectionCard({ title, description, step, danger = false, children }: SectionCardProps) {
  const titleId = useId();
  const heading = (
    <Title order={2} fz={18} id={titleId} c={danger ? 'red.9' : undefined}>
      {title}
    </Title>
  );
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      style={danger ? { borderColor: 'var(--mantine-color-red-4)' } : undefined}
    >
      <Stack gap="md">
        <Stack gap={4}>
          {step === undefined ? (
            heading
          ) : (
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon radius="xl" size={28} aria-hidden>
                {step}
              </ThemeIcon>
              {heading}
            </Group>
          )}
          {description && (
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
