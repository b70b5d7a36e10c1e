import { AiraHeader, AiraHeading } from '../../../components/aira-header.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { GenerationResult } from './generation-result.tsx';
import { IdeaHistory } from './idea-history.tsx';
import { IdeasForm } from './ideas-form.tsx';
import { useGenerateIdeas } from './use-generate-ideas.ts';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageSection } from '../../../components/page-section.tsx';

const IDEAS_WIDTH = 880;

/**
 * /aira as the server draws it before any script has run (app-shell/entry-shell.tsx): its
 * heading where the page will show it, the rest loading.
 */
export function IdeasFirstScreen() {
  return (
    <PageColumn maw={IDEAS_WIDTH} gap="xl">
      <AiraHeading current="ideas" />
      <PageLoader />
    </PageColumn>
  );
}

/**
 * /aira ('Aira para criadores', docs/product/aira.md): ideas for a proposal's brief or a theme,
 * paid per idea, streamed as they are written; below, the history of past requests.
 */
export function IdeasPage({ proposalId }: { proposalId?: string }) {
  const { run, isGenerating, generate, retry } = useGenerateIdeas();
  return (
    <PageColumn maw={IDEAS_WIDTH} gap="xl">
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
