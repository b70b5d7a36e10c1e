import { Button } from '@ma/ui/button';
import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconFilterOff, IconMoodSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyState } from '@ma/ui/states';

/** Card-shaped placeholders while the first page arrives. */
export function CardSkeletons({ count = 3, label }: { count?: number; label: string }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <Paper key={index} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
          <Group wrap="nowrap" align="flex-start" gap="md">
            <Skeleton height={56} width={56} radius="md" />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width={90} radius="xl" />
              <Skeleton height={18} width="70%" radius="xl" />
              <Skeleton height={12} width="35%" radius="xl" />
            </Stack>
          </Group>
          <Stack gap={8} mt="lg">
            <Skeleton height={10} radius="xl" />
            <Skeleton height={10} radius="xl" />
            <Skeleton height={10} width="60%" radius="xl" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Nothing to show: says why and offers the one useful next step. */
export function NoProposals({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return <EmptyState icon={<IconMoodSearch size={30} stroke={1.6} />} title={title} text={text} action={action} titleOrder={2} />;
}

/** A clear-filters button for empty states. */
export function ClearFiltersButton({ onClear }: { onClear: () => void }) {
  return (
    <Button variant="secondary" mt="xs" leftSection={<IconFilterOff size={16} />} onClick={onClear}>
      Limpar filtros
    </Button>
  );
}
