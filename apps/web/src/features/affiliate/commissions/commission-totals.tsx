import type { CommissionTotalsWire } from '@ma/api-client/schemas';
import { commissionStatuses, commissionStatusLabels, formatCents } from '@ma/domain';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useId } from 'react';
import { statusColors } from './status-badge.tsx';

function TotalCard({ label, cents, color, highlight = false }: { label: string; cents: number; color?: string; highlight?: boolean }) {
  const labelId = useId();
  return (
    <Paper withBorder radius="lg" p="md" role="group" aria-labelledby={labelId} bg={highlight ? 'var(--mantine-primary-color-light)' : undefined}>
      <Group gap={6} wrap="nowrap">
        {color && (
          <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, flex: 'none', background: `var(--mantine-color-${color}-filled)` }} />
        )}
        <Text size="sm" c="dimmed" fw={500} id={labelId}>
          {label}
        </Text>
      </Group>
      <Text fw={700} fz={{ base: 18, sm: 22 }} mt={4}>
        {formatCents(cents)}
      </Text>
    </Paper>
  );
}

/** The month in R$: what is still to be paid ('A receber' = pending + approved), then each status. */
export function CommissionTotals({ totals }: { totals: CommissionTotalsWire }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      <TotalCard label="A receber" cents={totals.payable} highlight />
      {commissionStatuses.map((status) => (
        <TotalCard key={status} label={commissionStatusLabels[status]} cents={totals[status]} color={statusColors[status]} />
      ))}
    </SimpleGrid>
  );
}
