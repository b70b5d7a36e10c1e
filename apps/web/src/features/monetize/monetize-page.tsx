import { overviewQueryOptions } from '@ma/api-client/query/overview';
import { SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useQuery } from '@tanstack/react-query';
import { LoadError, retryOf } from '../../components/load-error.tsx';
import { useApi } from '../../lib/use-api.ts';
import { AffiliateWay } from './affiliate-way.tsx';
import { AiraWay } from './aira-way.tsx';
import { MediaKitWay } from './media-kit-way.tsx';
import { PublisWay } from './publis-way.tsx';
import { PageColumn } from '../../components/page-column.tsx';
import { PageHeading } from '../../components/page-heading.tsx';

/**
 * /monetize ('Monetize seu perfil', docs/product/home-and-monetize.md): the ways to earn on the
 * platform, each with this creator's state, computed by the server, and the next action.
 */
export function MonetizePage() {
  const overview = useQuery(overviewQueryOptions(useApi()));
  const data = overview.data;
  return (
    <PageColumn maw={1040}>
      <PageHeading title="Monetize seu perfil" description="As formas de ganhar com a Mais Alcance, onde você está em cada uma e o próximo passo." />
      {overview.isError && !data ? (
        <LoadError title="Não foi possível carregar seus números" {...retryOf(overview)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <PublisWay overview={data} />
          <AffiliateWay affiliate={data?.affiliate} />
          <MediaKitWay kit={data?.mediaKit} />
          <AiraWay credits={data?.credits} />
        </SimpleGrid>
      )}
    </PageColumn>
  );
}
