import type { CommissionTotalsWire } from '@ma/api-client/schemas';
import { commissionStatuses, commissionStatusLabels } from '@ma/domain';
import { Group, Paper, SimpleGrid, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useId } from 'react';
import { Money } from './money.tsx';
import { statusColors } from './status-badge.tsx';

function TotalCard({ label, cents, color, highlight = false }: { label: string; cents: number; color?: string; highlight?: boolean }) {
  const labelId = useId();
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      role="group"
      aria-labelledby={labelId}
      bg={highlight ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ containerType: 'inline-size' }}
    >
      <Group gap={6} wrap="nowrap">
        {color && (
          <span aria-hidden style={{ width: 8, height: 8, borderRadius: 4, flex: 'none', background: `var(--mantine-color-${color}-filled)` }} />
        )}
        <Text size="sm" c="dimmed" fw={500} id={labelId}>
          {label}
        </Text>
      </Group>
      {/* Sized by the card's width (cqi): 'R$ 12.345,67' stays on one line in a phone's half-width card. */}
      <Text fw={700} fz="clamp(1rem, 13cqi, 1.375rem)" mt={4}>
        <Money cents={cents} />
      </Text>
    </Paper>
  );
}

/** The month in R$: what is still to be paid ('A receber' = pending + approved), then each status. */
export function CommissionTotals({ totals }: { totals: CommissionTotalsWire }) {
  return (
    // Columns by the page's own width, not the window's (the sidebar takes part of a laptop's):
    // five in a row only where each card holds 'R$ 10.863,78' on one line.
    <SimpleGrid type="container" cols={{ base: 2, '560px': 3, '960px': 5 }} spacing="sm">
      <TotalCard label="A receber" cents={totals.payable} highlight />
      {commissionStatuses.map((status) => (
        <TotalCard key={status} label={commissionStatusLabels[status]} cents={totals[status]} color={statusColors[status]} />
      ))}
    </SimpleGrid>
  );
}
