import type { ApiClient } from '@ma/api-client';
import {
  listDuePayouts,
  listPayoutBatches,
  payoutBatchCsvPath,
  payPayoutBatch,
  type DuePayout,
  type PayoutBatch,
  type PayoutBatchOrders,
} from '@ma/api-client/admin';
import { failureMessage } from '@ma/app-kit/error-message';
import { useZodForm } from '@ma/app-kit/form';
import { formatCents, formatCount, formatDateTime } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, Anchor, Checkbox, Group, Modal, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { RowsSkeleton } from '@ma/ui/states';
import { ListStates } from '@ma/app-kit/list-states';
import { ListTable } from '../../components/list-table.tsx';
import { AmountCell } from './amount-cell.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { financeKeys } from './finance-keys.ts';
import { PixKeyCell } from './pix-key-cell.tsx';
import { payBatchFormSchema, payBatchFormValues } from './pay-batch-form.ts';

/** Pagamentos: what each creator is due, a batch marked paid with each PIX transfer's id, and the batches paid (CSV). */
export function PayoutsPanel({ api, onShowCommissions }: { api: ApiClient; onShowCommissions: () => void }) {
  const due = useQuery({ queryKey: financeKeys.due, queryFn: () => listDuePayouts(api) });
  const [paid, setPaid] = useState<PayoutBatch>();
  return (
    <Stack gap="xl">
      <Stack>
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={2} fz={20}>
              A pagar
            </Title>
            <Text size="sm" c="dimmed">
              Comissões aprovadas e ainda não pagas, por criadora.
            </Text>
          </div>
          <Anchor component="button" type="button" size="sm" onClick={onShowCommissions}>
            Ver as comissões aprovadas
          </Anchor>
        </Group>
        {paid && (
          <Alert color="teal" variant="light" title="Lote marcado como pago" withCloseButton onClose={() => setPaid(undefined)}>
            <Group gap="sm">
              <Text size="sm">
                {formatCount(paid.payoutCount)} {paid.payoutCount === 1 ? 'pagamento' : 'pagamentos'}, {formatCents(paid.totalCents)}. Cada criadora
                foi avisada.
              </Text>
              <CsvLink batch={paid} />
            </Group>
          </Alert>
        )}
        <ListStates
          list={{ query: due, items: due.data?.items }}
          loading={<RowsSkeleton height={48} />}
          errorTitle="Não foi possível carregar os pagamentos pendentes"
          empty="Nenhum pagamento pendente."
        >
          {(items) => <DueForm key={due.dataUpdatedAt} api={api} due={items} totalCents={due.data?.totalCents ?? 0} onPaid={setPaid} />}
        </ListStates>
      </Stack>
      <Batches api={api} />
    </Stack>
  );
}

function DueForm({ api, due, totalCents, onPaid }: { api: ApiClient; due: DuePayout[]; totalCents: number; onPaid: (batch: PayoutBatch) => void }) {
  const queryClient = useQueryClient();
  const form = useZodForm(payBatchFormSchema, payBatchFormValues(due));
  const [confirming, setConfirming] = useState<PayoutBatchOrders>();
  const pay = useMutation({
    mutationFn: (batch: PayoutBatchOrders) => payPayoutBatch(api, batch),
    onSuccess: (batch) => {
      setConfirming(undefined);
      onPaid(batch);
    },
    // Paid or refused, what is due may have changed: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
  const chosen = form.values.items.filter((item) => item.pay);
  const chosenCents = chosen.reduce((sum, item) => sum + item.amountCents, 0);
  const byUser = new Map(due.map((item) => [item.userId, item]));

  return (
    <form noValidate onSubmit={form.onSubmit((batch) => setConfirming(batch))}>
      <Stack>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={40}>
                  <Checkbox
                    aria-label="Marcar todas"
                    checked={chosen.length === due.length}
                    indeterminate={chosen.length > 0 && chosen.length < due.length}
                    onChange={(event) => {
                      const pay = event.currentTarget.checked;
                      form.setFieldValue(
                        'items',
                        form.values.items.map((item) => ({ ...item, pay })),
                      );
                    }}
                  />
                </Table.Th>
                <Table.Th>Criadora</Table.Th>
                <Table.Th>Chave PIX</Table.Th>
                <Table.Th ta="right">Valor</Table.Th>
                <Table.Th miw={220}>ID da transação PIX</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {form.values.items.map((item, index) => {
                const row = byUser.get(item.userId);
                if (!row) return null;
                return (
                  <Table.Tr key={item.userId}>
                    <Table.Td>
                      <Checkbox aria-label={`Pagar ${row.fullName}`} {...form.getInputProps(`items.${index}.pay`, { type: 'checkbox' })} />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {row.fullName}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {row.email ?? ''}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <PixKeyCell api={api} row={row} />
                    </Table.Td>
                    <AmountCell cents={row.amountCents} note={`${row.commissionCount} ${row.commissionCount === 1 ? 'comissão' : 'comissões'}`} />
                    <Table.Td>
                      <TextInput
                        aria-label={`ID da transação PIX de ${row.fullName}`}
                        placeholder="E0000000020261129…"
                        size="xs"
                        disabled={!item.pay}
                        {...form.getInputProps(`items.${index}.reference`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              Total a pagar: <b>{formatCents(totalCents)}</b>. Selecionado: <b>{formatCents(chosenCents)}</b> ({chosen.length}{' '}
              {chosen.length === 1 ? 'pessoa' : 'pessoas'}).
            </Text>
            <Button type="submit" disabled={chosen.length === 0}>
              Marcar como pagos
            </Button>
          </Group>
        </Paper>
      </Stack>
      <Modal opened={confirming !== undefined} onClose={() => !pay.isPending && setConfirming(undefined)} title="Confirmar pagamento" size="lg">
        {confirming && (
          <Stack>
            <Text size="sm">
              Confirme que os PIX abaixo já foram feitos. Cada criadora será avisada do pagamento, e as comissões dela passam a pagas.
            </Text>
            <Table>
              <Table.Tbody>
                {confirming.items.map((item) => (
                  <Table.Tr key={item.userId}>
                    <Table.Td>{byUser.get(item.userId)?.fullName}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatCents(item.amountCents)}
                    </Table.Td>
                    <Table.Td style={{ wordBreak: 'break-all' }} ff="monospace" fz="xs">
                      {item.reference}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="sm" fw={600}>
              Total: {formatCents(confirming.items.reduce((sum, item) => sum + item.amountCents, 0))}
            </Text>
            {pay.isError && (
              <Alert color="red" variant="light" role="alert">
                {failureMessage(pay.error)}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="secondary" disabled={pay.isPending} onClick={() => setConfirming(undefined)}>
                Voltar
              </Button>
              <Button loading={pay.isPending} onClick={() => pay.mutate(confirming)}>
                Confirmar pagamento
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </form>
  );
}

function CsvLink({ batch }: { batch: PayoutBatch }) {
  return (
    <Anchor href={payoutBatchCsvPath(batch.id)} download size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconDownload size={16} aria-hidden />
        Baixar CSV
      </Group>
    </Anchor>
  );
}

function Batches({ api }: { api: ApiClient }) {
  const batches = useCursorList(financeKeys.batches, (cursor) => listPayoutBatches(api, cursor));
  return (
    <Stack>
      <Title order={2} fz={20}>
        Lotes pagos
      </Title>
      <ListTable
        list={batches}
        loading={<RowsSkeleton rows={2} />}
        errorTitle="Não foi possível carregar os lotes"
        empty="Nenhum lote pago pelo back office ainda."
        minWidth={480}
        columns={['Pago em', { label: 'Pagamentos', ta: 'right' }, { label: 'Total', ta: 'right' }, 'Planilha']}
        row={(batch) => (
          <Table.Tr key={batch.id}>
            <Table.Td>{formatDateTime(batch.paidAt)}</Table.Td>
            <Table.Td ta="right">{formatCount(batch.payoutCount)}</Table.Td>
            <Table.Td ta="right">{formatCents(batch.totalCents)}</Table.Td>
            <Table.Td>
              <CsvLink batch={batch} />
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
