import { PageHeader } from '@ma/ui/page';
import { StatusBadge } from '@ma/ui/status-badge';
import { toast } from '@ma/ui/toasts';
import { Menu, Modal, Select, Stack, Table } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconLink, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import type { ApiClient } from '@ma/api-client';
import {
  changeOperator,
  createOperator,
  listOperators,
  reissueOperatorSetupLink,
  type Operator,
  type OperatorChangePayload,
  type OperatorListItem,
  type OperatorRole,
} from '@ma/api-client/admin';
import { NewButton } from '../../components/new-button.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { ShownOnceModal } from '../../components/shown-once-modal.tsx';
import { ListTable } from '../../components/list-table.tsx';
import { ROLE_OPTIONS } from '../../lib/roles.ts';
import { NewOperatorForm } from './new-operator-form.tsx';

const operatorsKey = ['admin', 'operators'] as const;

/** A link shown once: the new operator's, or one issued again. */
interface ShownLink {
  title: string;
  email: string;
  url: string;
}

/** Operadores (admin only): the team, a new operator, role and access changes, a new setup link. */
export function OperatorsPage({ api, me }: { api: ApiClient; me: Operator }) {
  const queryClient = useQueryClient();
  const operators = useQuery({ queryKey: operatorsKey, queryFn: () => listOperators(api) });
  const [creating, setCreating] = useState(false);
  const [shownLink, setShownLink] = useState<ShownLink>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: operatorsKey });

  const update = useMutation({
    mutationFn: ({ id, change }: { id: string; change: OperatorChangePayload }) => changeOperator(api, id, change),
    onSuccess: (_answer, { change }) => {
      toast.success(change.disabled === undefined ? 'Papel alterado.' : change.disabled ? 'Acesso desativado.' : 'Acesso reativado.');
    },
    onSettled: refresh,
  });
  const reissue = useMutation({
    mutationFn: (operator: OperatorListItem) => reissueOperatorSetupLink(api, operator.id),
    onSuccess: ({ setupUrl }, operator) => {
      setShownLink({ title: 'Novo link de cadastro', email: operator.email, url: setupUrl });
      void refresh();
    },
  });

  return (
    <Stack maw={1100}>
      <PageHeader title="Operadores" action={<NewButton onClick={() => setCreating(true)}>Novo operador</NewButton>} />
      <ListTable
        list={{ query: operators, items: operators.data?.items }}
        errorTitle="Não foi possível carregar os operadores"
        empty="Nenhum operador ainda."
        minWidth={560}
        highlightOnHover
        columns={['Nome', 'E-mail', 'Papel', 'Situação', { label: 'Ações', w: 64 }]}
        row={(operator) => {
          const self = operator.id === me.id;
          return (
            <Table.Tr key={operator.id}>
              <Table.Td>{operator.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{operator.email}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Papel de ${operator.name}`}
                  data={ROLE_OPTIONS}
                  value={operator.role}
                  allowDeselect={false}
                  disabled={self}
                  w={150}
                  size="xs"
                  onChange={(role) => role && role !== operator.role && update.mutate({ id: operator.id, change: { role: role as OperatorRole } })}
                />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <OperatorStatus operator={operator} />
              </Table.Td>
              <Table.Td>
                {/* One's own access and factor are never changed from a live session. */}
                {!self && (
                  <OperatorActions
                    operator={operator}
                    busy={reissue.isPending && reissue.variables.id === operator.id}
                    onToggleAccess={() => update.mutate({ id: operator.id, change: { disabled: !operator.disabled } })}
                    onNewLink={() => reissue.mutate(operator)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          );
        }}
      />

      <Modal opened={creating} onClose={() => setCreating(false)} title="Novo operador">
        <NewOperatorForm
          onSubmit={async (values) => {
            const { setupUrl } = await createOperator(api, values);
            setCreating(false);
            setShownLink({ title: 'Operador criado', email: values.email, url: setupUrl });
            await refresh();
          }}
        />
      </Modal>
      <ShownOnceModal
        title={shownLink?.title}
        value={shownLink?.url}
        label="Link de cadastro"
        copyLabel="Copiar o link"
        onClose={() => setShownLink(undefined)}
      >
        Envie este link a {shownLink?.email}: com ele a pessoa cria a senha e liga o app autenticador. Ele só aparece agora e vale uma vez.
      </ShownOnceModal>
    </Stack>
  );
}

/** Reativar or Desativar, and a new setup link while the access is on. */
function OperatorActions({
  operator,
  busy,
  onToggleAccess,
  onNewLink,
}: {
  operator: OperatorListItem;
  busy: boolean;
  onToggleAccess: () => void;
  onNewLink: () => void;
}) {
  const AccessIcon = operator.disabled ? IconLockOpen : IconLock;
  return (
    <RowActions label={`Ações para ${operator.name}`} busy={busy}>
      <Menu.Item color={operator.disabled ? undefined : 'red'} leftSection={<AccessIcon size={16} aria-hidden />} onClick={onToggleAccess}>
        {operator.disabled ? 'Reativar' : 'Desativar'}
      </Menu.Item>
      {/* A new link resets the password and the factor: not for a disabled operator. */}
      {!operator.disabled && (
        <Menu.Item leftSection={<IconLink size={16} aria-hidden />} onClick={onNewLink}>
          Novo link de cadastro
        </Menu.Item>
      )}
    </RowActions>
  );
}

function OperatorStatus({ operator }: { operator: OperatorListItem }) {
  if (operator.disabled) return <StatusBadge color="gray">Desativado</StatusBadge>;
  if (!operator.enrolled) return <StatusBadge color="yellow">Aguardando cadastro</StatusBadge>;
  return <StatusBadge color="teal">Ativo</StatusBadge>;
}
