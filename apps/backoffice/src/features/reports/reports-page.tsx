import type { ApiClient } from '@ma/api-client';
import { getConversationReport, listConversationReports, type AdminConversationReport } from '@ma/api-client/admin';
import { formatDateTime } from '@ma/domain';
import { LoadError } from '@ma/app-kit/load-error';
import { ConversationThread } from '@ma/ui/conversation';
import { Dialog } from '@ma/ui/dialog';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { StateBadge } from '@ma/app-kit/state-badge';
import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';

const reportsKey = ['admin', 'conversation-reports'] as const;

const SIDES = {
  creator: { label: 'Criadora', color: 'violet' },
  brand: { label: 'Marca', color: 'blue' },
} as const;

/**
 * Denúncias (admin, support; docs/product/conversations.md "Reports"): the conversations a creator
 * or a brand's team reported, newest first, each with who reported and why, and the conversation
 * itself to read ('Ver conversa').
 */
export function ReportsPage({ api }: { api: ApiClient }) {
  const reports = useCursorList(reportsKey, (cursor) => listConversationReports(api, cursor));
  const [viewing, setViewing] = useState<AdminConversationReport>();
  return (
    <Stack maw={1200}>
      <PageHeader title="Denúncias" description="Conversas entre marcas e criadoras denunciadas por um dos lados. Leia a conversa e o motivo." />
      <ListTable
        list={reports}
        loading={<RowsSkeleton rows={4} height={52} />}
        errorTitle="Não foi possível carregar as denúncias"
        empty="Nenhuma denúncia até agora."
        minWidth={760}
        columns={['Recebida em', 'Quem denunciou', 'Motivo', 'Marca e proposta', 'Criadora', { label: 'Conversa', w: 130 }]}
        row={(report) => (
          <Table.Tr key={report.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(report.createdAt)}</Table.Td>
            <Table.Td miw={140}>
              <StateBadge variant="soft" state={SIDES[report.side]} />
              <Text size="xs" c="dimmed" mt={4}>
                {report.reporterName}
              </Text>
            </Table.Td>
            <Table.Td maw={320} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {report.reason}
            </Table.Td>
            <Table.Td miw={160}>
              <Text size="sm" fw={600}>
                {report.brandName}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {report.proposalName}
              </Text>
            </Table.Td>
            <Table.Td>{report.creatorName}</Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="outline"
                onClick={() => setViewing(report)}
                aria-label={`Ver conversa: ${report.brandName} e ${report.creatorName}`}
              >
                Ver conversa
              </Button>
            </Table.Td>
          </Table.Tr>
        )}
      />
      <Dialog
        opened={viewing !== undefined}
        onClose={() => setViewing(undefined)}
        title={viewing && `${viewing.brandName} e ${viewing.creatorName}`}
        size="lg"
      >
        {viewing && <ReportedConversation api={api} report={viewing} />}
      </Dialog>
    </Stack>
  );
}

/** The reported conversation, as neither side: every message on the left, with its author. */
function ReportedConversation({ api, report }: { api: ApiClient; report: AdminConversationReport }) {
  const detail = useQuery({ queryKey: [...reportsKey, report.id], queryFn: () => getConversationReport(api, report.id) });
  return (
    <Stack>
      <Paper withBorder p="sm" radius="md">
        <Text size="sm" fw={600}>
          Motivo ({SIDES[report.side].label.toLowerCase()}, {report.reporterName})
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.reason}
        </Text>
      </Paper>
      {detail.isPending ? (
        <RowsSkeleton rows={3} height={48} />
      ) : detail.isError ? (
        <LoadError title="Não foi possível carregar a conversa" query={detail} />
      ) : (
        <ConversationThread label={`Conversa entre ${report.brandName} e ${report.creatorName}`} messages={detail.data.messages} />
      )}
    </Stack>
  );
}
