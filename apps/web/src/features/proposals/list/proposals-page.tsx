import { isNarrowLayout } from '@ma/domain';
import { Stack, Tabs } from '@mantine/core';
import '@mantine/core/styles/Tabs.css';
import { IconListSearch, IconSend } from '@tabler/icons-react';
import { ApplicationsList } from '../applications/applications-list.tsx';
import { useViewportWidth } from '../../../lib/drawn-for.ts';
import { type ProposalSearch, cleanSearch, clearedSearch, hasActiveFilters, proposalTabs, searchToFilters } from '../search/proposal-search.ts';
import { ProposalFilters } from './proposal-filters.tsx';
import { ProposalList } from './proposal-list.tsx';
import { PageColumn } from '../../../components/page-column.tsx';
import { PageHeading } from '../../../components/page-heading.tsx';

interface ProposalsPageProps {
  search: ProposalSearch;
  /** Replaces the URL's search; the page never keeps filters anywhere else. */
  onSearchChange: (search: ProposalSearch) => void;
}

/** /publis: the proposals with their filters, and the creator's applications. */
export function ProposalsPage({ search, onSearchChange }: ProposalsPageProps) {
  const change = (changes: Partial<ProposalSearch>) => onSearchChange(cleanSearch({ ...search, ...changes }));
  const clear = () => onSearchChange(clearedSearch(search));
  const tab = search.tab ?? 'publis';
  const narrow = isNarrowLayout(useViewportWidth());

  return (
    <PageColumn maw={960}>
      <PageHeading title="Buscar publis" description="Encontre propostas de marcas que combinam com você e envie a sua." />
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = proposalTabs.find((candidate) => candidate === value);
          if (next) change({ tab: next });
        }}
        keepMounted={false}
      >
        {/* On phones both tabs fit on one line only without icons, sharing the width. */}
        <Tabs.List grow={narrow}>
          <Tabs.Tab value="publis" leftSection={narrow ? undefined : <IconListSearch size={18} aria-hidden />} fw={600}>
            Publis
          </Tabs.Tab>
          <Tabs.Tab value="candidaturas" leftSection={narrow ? undefined : <IconSend size={18} aria-hidden />} fw={600}>
            Minhas candidaturas
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="publis" pt="lg">
          <Stack gap="lg">
            <ProposalFilters search={search} onChange={change} onClear={clear} />
            <ProposalList filters={searchToFilters(search)} filtered={hasActiveFilters(search)} onClearFilters={clear} openId={search.open} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="candidaturas" pt="lg">
          <ApplicationsList onBrowse={() => change({ tab: 'publis' })} />
        </Tabs.Panel>
      </Tabs>
    </PageColumn>
  );
}
