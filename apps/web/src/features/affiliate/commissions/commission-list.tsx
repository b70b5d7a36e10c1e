import type { Commission } from '@ma/api-client/schemas';
import { COMMISSIONS_CSV_HEADER, formatCents, formatDate } from '@ma/domain';
import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';
import { Money } from './money.tsx';
import { paymentDateLabel } from './payment-date.ts';
import { StatusBadge } from './status-badge.tsx';

// The screen's columns are the spreadsheet's (domain's csv.ts), so both name things alike.
const [dateLabel, brandLabel, orderLabel, orderValueLabel, commissionLabel, statusLabel, paymentLabel] = COMMISSIONS_CSV_HEADER;

function CommissionTable({ items }: { items: readonly Commission[] }) {
  return (
    // Scrolled sideways on a narrow window: reachable with the keyboard, and named.
    <Table.ScrollContainer minWidth={720} visibleFrom="sm" scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': 'Comissões do mês' } }}>
      {/* One line per cell but the brand's: an order number, an amount or a badge cut in two reads
          wrong. Headings may take two lines, so that the table fits a laptop's width. */}
      <Table verticalSpacing="sm" highlightOnHover style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead style={{ whiteSpace: 'normal', verticalAlign: 'bottom' }}>
          <Table.Tr>
            <Table.Th>{dateLabel}</Table.Th>
            <Table.Th>{brandLabel}</Table.Th>
            <Table.Th>{orderLabel}</Table.Th>
            <Table.Th ta="right">{orderValueLabel}</Table.Th>
            <Table.Th ta="right">{commissionLabel}</Table.Th>
            <Table.Th>{statusLabel}</Table.Th>
            <Table.Th>{paymentLabel}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>{formatDate(item.orderedAt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'normal' }}>{item.brandName}</Table.Td>
              <Table.Td>
                {/* A brand's long order id is cut, not the columns after it; whole on hover. */}
                <Text inherit truncate maw="10rem" title={item.orderId}>
                  {item.orderId}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{formatCents(item.orderCents)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatCents(item.commissionCents)}
              </Table.Td>
              <Table.Td>
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>{paymentDateLabel(item)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </Stack>
  );
}

/** Phones: one card per commission, the same facts as the table's row. */
function CommissionCards({ items }: { items: readonly Commission[] }) {
  return (
    <Stack gap="sm" hiddenFrom="sm">
      {items.map((item) => (
        <Paper key={item.id} withBorder radius="lg" p="md" component="article" aria-label={`${item.brandName}, ${orderLabel} ${item.orderId}`}>
          {/* The brand's name wraps: cut, two brands of one family would read alike. */}
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
              {item.brandName}
            </Text>
            <StatusBadge status={item.status} />
          </Group>
          <Text size="xs" c="dimmed" truncate title={item.orderId}>
            {formatDate(item.orderedAt)} · {orderLabel} {item.orderId}
          </Text>
          <SimpleGrid cols={2} spacing="sm" mt="sm">
            <Field label={commissionLabel} value={<Money cents={item.commissionCents} />} />
            <Field label={orderValueLabel} value={<Money cents={item.orderCents} />} />
            <Field label={paymentLabel} value={paymentDateLabel(item)} />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** The month's commissions: a table from tablets up, cards on phones (CSS picks one). */
export function CommissionList({ items }: { items: readonly Commission[] }) {
  return (
    <>
      <CommissionTable items={items} />
      <CommissionCards items={items} />
    </>
  );
}
