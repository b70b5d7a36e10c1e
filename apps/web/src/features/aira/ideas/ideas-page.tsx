import { AiraHeader } from '../../../components/aira-header.tsx';
import { GenerationResult } from './generation-result.tsx';
import { IdeaHistory } from './idea-history.tsx';
import { IdeasForm } from './ideas-form.tsx';
import { useGenerateIdeas } from './use-generate-ideas.ts';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageSection } from '../../../components/page-section.tsx';

/**
 * /aira ('Aira para criadores', docs/product/aira.md): ideas for a proposal's brief or a theme,
 * paid per idea, streamed as they are written; below, the history of past requests.
 */
export function IdeasPage({ proposalId }: { proposalId?: string }) {
  const { run, isGenerating, generate, retry } = useGenerateIdeas();
  return (
    <PageColumn maw={880} gap="xl">
      <AiraHeader current="ideas" />
      <IdeasForm preselectedProposalId={proposalId} generating={isGenerating} onGenerate={generate} />
      {run && (
        <section aria-label="Ideias geradas">
          <GenerationResult run={run} onRetry={retry} />
        </section>
      )}
      <PageSection id="ideas-history-title" title="Histórico">
        <IdeaHistory />
      </PageSection>
    </PageColumn>
  );
}
