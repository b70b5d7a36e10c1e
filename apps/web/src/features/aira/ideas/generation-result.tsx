import { airaMessages } from '@ma/domain';
import { Alert, Progress, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Progress.css';
import { IconReceiptRefund } from '@tabler/icons-react';
import { RequestError } from '../../../components/paid/request-error.tsx';
import { IdeaCard, IdeaSkeleton } from './idea-card.tsx';
import type { IdeasRun } from './use-generate-ideas.ts';

const ideaTitle = (position: number, count: number) => `Ideia ${position + 1} de ${count}`;

/** The request under way or just ended: ideas as they arrive, then the outcome. */
export function GenerationResult({ run, onRetry }: { run: IdeasRun; onRetry: () => void }) {
  if (run.status === 'error') return <RequestError error={run.error} onRetry={run.retryable ? onRetry : undefined} />;
  if (run.status === 'failed') {
    return (
      <Alert color="yellow" radius="lg" variant="light" icon={<IconReceiptRefund aria-hidden />} role="alert">
        {airaMessages.generationRefunded(run.generation.refunded)}
      </Alert>
    );
  }
  const done = run.ideas.length;
  const provider = run.generation?.provider;
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Title order={2} fz={20}>
          {run.status === 'completed' ? airaMessages.ideasGenerated(done) : 'Gerando ideias...'}
        </Title>
        {run.status === 'generating' && (
          <>
            <Text size="sm" c="dimmed" role="status" aria-live="polite">
              {airaMessages.ideasProgress(done, run.count)}
            </Text>
            <Progress value={(100 * done) / run.count} radius="xl" size="sm" animated aria-label="Progresso da geração" />
          </>
        )}
      </Stack>
      {run.ideas.map(
        (idea) => provider && <IdeaCard key={idea.position} idea={idea} title={ideaTitle(idea.position, run.count)} provider={provider} />,
      )}
      {run.status === 'generating' &&
        Array.from({ length: Math.max(0, run.count - done) }, (_, index) => (
          <IdeaSkeleton key={`pending-${done + index}`} label={`Escrevendo a ideia ${done + index + 1} de ${run.count}`} />
        ))}
    </Stack>
  );
}
