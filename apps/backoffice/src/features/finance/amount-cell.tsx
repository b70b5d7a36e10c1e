import { formatCents } from '@ma/domain';
import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A sum in a finance table: right-aligned, never wrapped, with what it is made of below ('10%', '3 comissões'). */
export function AmountCell({ cents, note }: { cents: number; note: ReactNode }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
      <Text size="sm" fw={600}>
        {formatCents(cents)}
      </Text>
      <Text size="xs" c="dimmed">
        {note}
      </Text>
    </Table.Td>
  );
}
