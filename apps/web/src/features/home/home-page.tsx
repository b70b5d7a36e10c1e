import { accountInfoQueryOptions } from '@ma/api-client/query';
import { overviewQueryOptions } from '@ma/api-client/query/overview';
import { SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { AffiliateCard } from './affiliate-card.tsx';
import { ApplicationsCard } from './applications-card.tsx';
import { CreditsCard } from './credits-card.tsx';
import { KitViewsCard } from './kit-views-card.tsx';
import { LevelCard } from './level-card.tsx';
import { ProposalsCard } from './proposals-card.tsx';
import { PageColumn } from '../../components/page-column.tsx';
import { PageHeading } from '../../components/page-heading.tsx';
import { PageLoader } from '../../components/page-loader.tsx';

const HOME_WIDTH = 1040;

/** The greeting; without her name (before her account arrives) an empty line of its height. */
function HomeHeading({ firstName }: { firstName?: string }) {
  return (
    <PageHeading title={firstName === undefined ? '\u00a0' : `Olá, ${firstName}!`} description="Aqui está o que está acontecendo com o seu perfil." />
  );
}

/**
 * `/` as the server draws it before any script has run (app-shell/entry-shell.tsx): the line
 * under the greeting where the page will show it, the rest loading.
 */
export function HomeFirstScreen() {
  return (
    <PageColumn maw={HOME_WIDTH}>
      <HomeHeading />
      <PageLoader />
    </PageColumn>
  );
}

/**
 * Home (`/`), the creator's daily starting point (docs/product/home-and-monetize.md): the way to
 * Ouro, then the figures of each area. The greeting and the level come from the account info
 * the layout already loaded; everything else from one overview answer, with skeletons of the
 * same size while it loads.
 */
export function HomePage() {
  const api = useApi();
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const overview = useQuery(overviewQueryOptions(api));
  const firstName = account.user.name.trim().split(/\s+/)[0] ?? '';
  const data = overview.data;

  return (
    <PageColumn maw={HOME_WIDTH}>
      <HomeHeading firstName={firstName} />
      <LevelCard level={data?.progress.level ?? account.user.level} progress={data?.progress} loading={overview.isPending} />
      {overview.isError && !data ? (
        <LoadError title="Não foi possível carregar o resumo do seu perfil" {...retryOf(overview)} />
      ) : (
        <>
          <ProposalsCard proposals={data?.proposals} nextStep={data?.progress.nextStep ?? null} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
            <ApplicationsCard applications={data?.applications} />
            <CreditsCard credits={data?.credits} />
            <KitViewsCard kit={data?.mediaKit} />
            <AffiliateCard affiliate={data?.affiliate} />
          </SimpleGrid>
        </>
      )}
    </PageColumn>
  );
}
