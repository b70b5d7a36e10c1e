import { Stack, Title } from '@mantine/core';
import { AiraHeader } from '../../../components/aira-header.tsx';
import { GenerationResult } from './generation-result.tsx';
import { IdeaHistory } from './idea-history.tsx';
import { IdeasForm } from './ideas-form.tsx';
import { useGenerateIdeas } from './use-generate-ideas.ts';
import { PageColumn } from '../../../components/page-column.tsx';

/**
 * /aira ('Aira para criadores', docs/product/aira.md): ideas for a proposal's brief or a theme,
 * paid per idea, streamed as they are written; below, the history of past requests.
 */
export function IdeasPage({ proposalId }: { proposalId?: string }) {
  const { run, isGenerating, generate, retry } = useGenerateIdeas();
  return (
    <PageColumn maw={880} gap="xl">
      <AiraHeader
        title="Aira para criadores"
        description="Ideias de conteúdo prontas para gravar: gancho, roteiro, chamada para ação, legenda e hashtags. Cada ideia custa 1 crédito."
        current="ideas"
      />
      <IdeasForm preselectedProposalId={proposalId} generating={isGenerating} onGenerate={generate} />
      {run && (
        <section aria-label="Ideias geradas">
          <GenerationResult run={run} onRetry={retry} />
        </section>
      )}
      <section aria-labelledby="ideas-history-title">
        <Stack gap="md">
          <Title order={2} fz={20} id="ideas-history-title">
            Histórico
          </Title>
          <IdeaHistory />
        </Stack>
      </section>
    </PageColumn>
  );
}
