import type { ApiClient } from '@ma/api-client';
import { listFailedJobs, retryFailedJob, type FailedJob } from '@ma/api-client/admin';
import { formatDateTime } from '@ma/domain';
import { MutationButton } from '@ma/app-kit/mutation-button';
import { PageHeader } from '@ma/ui/page';
import { RowsSkeleton } from '@ma/ui/states';
import { toast } from '@ma/ui/toasts';
import { Code, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconRefresh } from '@tabler/icons-react';
import { ListTable } from '../../components/list-table.tsx';
import { useCursorList } from '../../lib/use-cursor-list.ts';

const jobsKey = ['admin', 'jobs', 'failed'] as const;

/** Tarefas (admin): the background jobs that failed their last attempt, and one more attempt for one. */
export function JobsPage({ api }: { api: ApiClient }) {
  const queryClient = useQueryClient();
  const jobs = useCursorList(jobsKey, (cursor) => listFailedJobs(api, cursor));
  const retry = useMutation({
    mutationFn: (job: FailedJob) => retryFailedJob(api, job.id),
    onSuccess: () => toast.success('Tarefa enviada de novo para a fila.'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });

  return (
    <Stack maw={1200}>
      <PageHeader
        title="Tarefas"
        description="Tarefas em segundo plano (e-mails, notificações, atualizações das redes) que falharam a última tentativa. Ficam aqui por uma semana."
      />
      <ListTable
        list={jobs}
        loading={<RowsSkeleton height={48} />}
        errorTitle="Não foi possível carregar as tarefas"
        empty="Nenhuma tarefa falhou. Tudo em dia."
        minWidth={900}
        columns={['Fila', 'Erro', 'Tentativas', 'Criada', 'Falhou', 'Ação']}
        row={(job) => (
          <Table.Tr key={job.id}>
            <Table.Td>
              <Code>{job.queue}</Code>
              <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {job.id}
              </Text>
            </Table.Td>
            <Table.Td miw={220} maw={360}>
              <Text size="sm" lineClamp={3} title={job.error} style={{ overflowWrap: 'anywhere' }}>
                {job.error || '—'}
              </Text>
            </Table.Td>
            <Table.Td>{job.attempts}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.createdAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(job.failedAt)}</Table.Td>
            <Table.Td>
              <MutationButton size="xs" variant="secondary" leftSection={<IconRefresh size={14} aria-hidden />} mutation={retry} item={job}>
                Tentar de novo
              </MutationButton>
            </Table.Td>
          </Table.Tr>
        )}
      />
    </Stack>
  );
}
