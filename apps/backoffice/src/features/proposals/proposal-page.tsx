import '@mantine/core/styles/Tabs.css';
import type { ApiClient } from '@ma/api-client';
import { closeAdminProposal, getAdminProposal, listAdminApplications, updateAdminProposal, type AdminProposal } from '@ma/api-client/admin';
import { LoadError } from '@ma/app-kit/load-error';
import { formatCents, formatCount, formatDateTime, levelLabels, partnershipTypeLabels } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { ConfirmModal } from '@ma/ui/dialog';
import { StateBadge } from '@ma/app-kit/state-badge';
import { toast } from '@ma/ui/toasts';
import { Avatar, Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPencil, IconPlayerStop } from '@tabler/icons-react';
import { BackToProposals } from './back-to-proposals.tsx';
import { useState } from 'react';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';
import { ApplicantLinks } from './applicant-links.tsx';
import { Field, WhoMayApply } from './proposal-terms.tsx';
import { formValuesOf, ProposalForm } from './proposal-form.tsx';
import { APPLICATION_STATUS_LABELS, STATE_LABELS } from './proposal-labels.ts';

export const proposalKey = (id: string) => ['admin', 'proposals', id] as const;

/** One proposal: its fields (edited in place), closing it early, its applications and its brand's links. */
export function ProposalPage({ api, id }: { api: ApiClient; id: string }) {
  const queryClient = useQueryClient();
  const proposal = useQuery({ queryKey: proposalKey(id), queryFn: () => getAdminProposal(api, id) });
  const [editing, setEditing] = useState(false);
  const [confirmClose, setConfirmClose] = useState(false);
  const saved = async (answer: AdminProposal) => {
    queryClient.setQueryData(proposalKey(id), answer);
    await queryClient.invalidateQueries({ queryKey: ['admin', 'proposals', 'list'] });
  };
  const close = useMutation({
    mutationFn: () => closeAdminProposal(api, id),
    onSuccess: async (answer) => {
      setConfirmClose(false);
      toast.success('Proposta encerrada.');
      await saved(answer);
    },
  });

  const back = <BackToProposals />;
  if (proposal.isPending)
    return (
      <Stack maw={1100} aria-label="Carregando">
        {back}
        <Skeleton h={32} w={320} />
        <Skeleton h={160} />
      </Stack>
    );
  if (proposal.isError)
    return (
      <Stack maw={1100}>
        {back}
        <LoadError title="Não foi possível carregar a proposta" query={proposal} />
      </Stack>
    );
  const data = proposal.data;
  const state = STATE_LABELS[data.state];

  return (
    <Stack maw={1100}>
      {back}
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={data.logoUrl} size={56} radius="md" color="gray" alt={data.logoUrl ? `Logo de ${data.brandName}` : ''}>
            {data.brandName[0]?.toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={24}>
              {data.name}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">{data.brandName}</Text>
              <Badge color={state.color} variant="light">
                {state.label}
              </Badge>
            </Group>
          </div>
        </Group>
        {!editing && (
          <Group gap="sm">
            <Button variant="secondary" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
              Editar
            </Button>
            {data.state !== 'closed' && (
              <Button variant="secondary" color="red" leftSection={<IconPlayerStop size={16} aria-hidden />} onClick={() => setConfirmClose(true)}>
                Encerrar agora
              </Button>
            )}
          </Group>
        )}
      </Group>

      {editing ? (
        <Paper withBorder p="md" radius="md">
          <ProposalForm
            api={api}
            initial={formValuesOf(data)}
            submitLabel="Salvar alterações"
            onCancel={() => setEditing(false)}
            onSubmit={async (values) => {
              await saved(await updateAdminProposal(api, id, values));
              setEditing(false);
              toast.success('Proposta salva.');
            }}
          />
        </Paper>
      ) : (
        <ProposalSummary proposal={data} />
      )}

      <Tabs defaultValue="applications" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applications">Candidaturas ({formatCount(data.totalApplications)})</Tabs.Tab>
          <Tabs.Tab value="links">Links da marca</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <Applications api={api} proposalId={id} />
        </Tabs.Panel>
        <Tabs.Panel value="links" pt="md">
          <ApplicantLinks api={api} proposalId={id} />
        </Tabs.Panel>
      </Tabs>

      <ConfirmModal
        opened={confirmClose}
        title="Encerrar a proposta agora?"
        confirmLabel="Encerrar"
        cancelLabel="Voltar"
        loading={close.isPending}
        onConfirm={() => close.mutate()}
        onClose={() => setConfirmClose(false)}
      >
        Ela sai da lista das criadoras e não recebe novas candidaturas. As candidaturas que já chegaram ficam.
      </ConfirmModal>
    </Stack>
  );
}

function ProposalSummary({ proposal }: { proposal: AdminProposal }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        {proposal.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {proposal.description}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          <Field label="Valor">
            {formatCents(proposal.valueCents)}
            {proposal.acceptsNegotiations ? ' · negociável' : ''}
          </Field>
          <Field label="Parceria">{partnershipTypeLabels[proposal.partnershipType]}</Field>
          <WhoMayApply terms={proposal} />
          <Field label="Publicada">{formatDateTime(proposal.publishedAt)}</Field>
          {proposal.closedAt && <Field label="Encerrada">{formatDateTime(proposal.closedAt)}</Field>}
          {proposal.isMappingInfluencers && <Field label="Mapeamento">Sim</Field>}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Applications({ api, proposalId }: { api: ApiClient; proposalId: string }) {
  const applications = useCursorList(['admin', 'proposals', proposalId, 'applications'], (cursor) => listAdminApplications(api, proposalId, cursor));

  return (
    <Stack>
      <ListTable
        list={applications}
        loading={<Skeleton h={80} aria-label="Carregando" />}
        errorTitle="Não foi possível carregar as candidaturas"
        empty="Nenhuma candidatura ainda."
        minWidth={560}
        verticalSpacing="xs"
        columns={['Criadora', { label: 'Oferta', ta: 'right' }, 'Enviada', 'Situação']}
        row={(application) => {
          const status = APPLICATION_STATUS_LABELS[application.status];
          return (
            <Table.Tr key={application.id}>
              <Table.Td>
                <Text size="sm">{application.creator.name}</Text>
                <Text size="xs" c="dimmed">
                  {application.creator.username ? `@${application.creator.username} · ` : ''}
                  {levelLabels[application.creator.level]}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatCents(application.valueCents)}
                {application.isNegotiable ? ' · negociável' : ''}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(application.createdAt)}</Table.Td>
              <Table.Td>
                <StateBadge state={status} variant="light" />
              </Table.Td>
            </Table.Tr>
          );
        }}
      />
    </Stack>
  );
}
