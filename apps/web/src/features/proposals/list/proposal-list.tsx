import { accountInfoQueryOptions, type ProposalListFilters, proposalsInfiniteQueryOptions } from '@ma/api-client/query';
import { formatCountOf } from '@ma/domain';
import { Stack, Text } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';
import { ProposalCard } from '../card/proposal-card.tsx';
import { LoadError, retryOf } from '../../../components/load-error.tsx';
import { CardSkeletons, ClearFiltersButton, NoProposals } from './list-states.tsx';
import { LoadMore } from '../../../components/load-more.tsx';

interface ProposalListProps {
  filters: ProposalListFilters;
  filtered: boolean;
  onClearFilters: () => void;
  /** The proposal whose card starts open and in view. */
  openId?: string;
}

const countLine = (total: number) => formatCountOf(total, 'publi encontrada', 'publis encontradas');

/** The proposals for the filters, page by page; the previous results stay (dimmed) while new ones load. */
export function ProposalList({ filters, filtered, onClearFilters, openId }: ProposalListProps) {
  const api = useApi();
  const { data: account } = useSuspenseQuery(accountInfoQueryOptions(api));
  const query = useInfiniteQuery({ ...proposalsInfiniteQueryOptions(api, filters), placeholderData: keepPreviousData });

  if (query.isPending) return <CardSkeletons label="Carregando publis" />;
  if (query.isError && !query.data) {
    return <LoadError title="Não foi possível carregar as publis." {...retryOf(query)} />;
  }
  const proposals = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;

  if (proposals.length === 0) {
    return filtered ? (
      <NoProposals
        title="Nenhuma publi encontrada"
        text="Nenhuma proposta combina com a sua busca. Tente outros termos ou remova alguns filtros."
        action={<ClearFiltersButton onClear={onClearFilters} />}
      />
    ) : (
      <NoProposals title="Nenhuma publi aberta agora" text="Novas propostas de marcas chegam toda semana. Volte em breve!" />
    );
  }

  return (
    <Stack gap="md" aria-busy={query.isPlaceholderData} style={{ opacity: query.isPlaceholderData ? 0.55 : 1, transition: 'opacity 150ms' }}>
      <Text size="sm" c="dimmed" fw={600} aria-live="polite">
        {countLine(total)}
      </Text>
      {proposals.map((proposal) => (
        <ProposalCard key={proposal.id} proposal={proposal} level={account.user.level} opened={proposal.id === openId} />
      ))}
      <LoadMore query={query} what="publis" />
    </Stack>
  );
}
