import '@mantine/core/styles/Progress.css';
import {
  PROPOSAL_IMPORT_PATH,
  proposalImportDoneSchema,
  proposalImportRefusedSchema,
  type ProposalImportDone,
  type ProposalImportRefused,
} from '@ma/api-client/admin';
import { toCamelKeys } from '@ma/api-client/wire';
import { DEFAULT_ERROR_MESSAGE, formatCount } from '@ma/domain';
import { Button } from '@ma/ui/button';
import { Alert, FileButton, Group, Paper, Progress, Stack, Table, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconFileUpload } from '@tabler/icons-react';
import { PageHeader } from '@ma/ui/page';
import { BackToProposals } from './back-to-proposals.tsx';
import { useState } from 'react';

type Outcome = { done: ProposalImportDone } | { refused: ProposalImportRefused } | { failed: string };

/**
 * Sends the file as the request's body with XMLHttpRequest, the one browser API that reports an
 * upload's progress; the operator's cookie goes with it (same origin).
 */
function sendFile(file: File, onProgress: (fraction: number) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', PROPOSAL_IMPORT_PATH);
    request.setRequestHeader('Content-Type', 'application/json');
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onerror = () => resolve({ failed: 'Não foi possível enviar o arquivo. Confira a conexão e tente de novo.' });
    request.onload = () => {
      let body: unknown;
      try {
        body = toCamelKeys(JSON.parse(request.responseText));
      } catch {
        return resolve({ failed: DEFAULT_ERROR_MESSAGE });
      }
      if (request.status === 200) return resolve({ done: proposalImportDoneSchema.parse(body) });
      const refused = proposalImportRefusedSchema.safeParse(body);
      if (request.status === 422 && refused.success) return resolve({ refused: refused.data });
      const detail = (body as { detail?: unknown }).detail;
      resolve({ failed: typeof detail === 'string' && detail ? detail : DEFAULT_ERROR_MESSAGE });
    };
    request.send(file);
  });
}

/** Importar arquivo: the CLI's all-or-nothing import from the browser, with its progress and every problem in a table. */
export function ImportPage() {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number>();
  const [outcome, setOutcome] = useState<Outcome>();
  const sending = progress !== undefined && outcome === undefined;

  const send = async () => {
    if (!file) return;
    setOutcome(undefined);
    setProgress(0);
    const result = await sendFile(file, setProgress);
    setOutcome(result);
    if ('done' in result) await queryClient.invalidateQueries({ queryKey: ['admin', 'proposals', 'list'] });
  };

  return (
    <Stack maw={1000}>
      <BackToProposals />
      <PageHeader
        title="Importar arquivo"
        description="Um arquivo JSON com uma lista de propostas, no formato de docs/proposals-import.md. Ou todas são publicadas, ou nenhuma: com qualquer problema, nada muda e a lista abaixo mostra cada um."
      />
      <Paper withBorder p="md" radius="md">
        <Stack>
          <Group>
            <FileButton
              accept="application/json,.json"
              onChange={(chosen) => {
                setFile(chosen);
                setOutcome(undefined);
                setProgress(undefined);
              }}
            >
              {(props) => (
                <Button {...props} variant="secondary" leftSection={<IconFileUpload size={16} aria-hidden />} disabled={sending}>
                  Escolher arquivo
                </Button>
              )}
            </FileButton>
            <Text size="sm">{file ? `${file.name} (${formatCount(Math.ceil(file.size / 1024))} KB)` : 'Nenhum arquivo escolhido.'}</Text>
          </Group>
          {progress !== undefined && (
            <Stack gap={4}>
              <Progress value={progress * 100} animated={sending} aria-label="Envio do arquivo" />
              <Text size="xs" c="dimmed">
                {sending ? (progress < 1 ? `Enviando: ${Math.round(progress * 100)}%` : 'Conferindo e publicando...') : 'Concluído.'}
              </Text>
            </Stack>
          )}
          <Group>
            <Button onClick={() => void send()} disabled={!file} loading={sending}>
              Importar
            </Button>
          </Group>
        </Stack>
      </Paper>
      {outcome && <ImportOutcome outcome={outcome} />}
    </Stack>
  );
}

function ImportOutcome({ outcome }: { outcome: Outcome }) {
  if ('failed' in outcome)
    return (
      <Alert color="red" variant="light" role="alert" title="A importação não foi feita">
        {outcome.failed}
      </Alert>
    );
  if ('done' in outcome)
    return (
      <Alert color="teal" variant="light" role="status" title="Importação concluída">
        {formatCount(outcome.done.count)} {outcome.done.count === 1 ? 'proposta publicada' : 'propostas publicadas'}.
      </Alert>
    );
  const { problems, problemCount } = outcome.refused;
  return (
    <Stack>
      <Alert color="red" variant="light" role="alert" title="Nada foi importado">
        {outcome.refused.detail}
        {problemCount > problems.length && ` Os primeiros ${formatCount(problems.length)} estão abaixo.`}
      </Alert>
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" aria-label="Problemas do arquivo">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>Proposta</Table.Th>
              <Table.Th>Nome</Table.Th>
              <Table.Th>Campo</Table.Th>
              <Table.Th>Problema</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {problems.map((problem, index) => (
              <Table.Tr key={index}>
                {/* The file's records counted from 1, as a person counts them. */}
                <Table.Td>{problem.index === null ? '—' : `nº ${formatCount(problem.index + 1)}`}</Table.Td>
                <Table.Td>{problem.name ?? '—'}</Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {problem.field ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td>{problem.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
