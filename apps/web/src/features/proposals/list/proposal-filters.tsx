import { Badge, Box, Button, Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId } from 'react';
import { activeFilterCount, type ProposalSearch } from '../search/proposal-search.ts';
import { ActiveFilters } from './active-filters.tsx';
import { FilterPanel } from './filter-panel.tsx';
import { SearchInput, SortSelect } from './search-bar.tsx';

interface ProposalFiltersProps {
  search: ProposalSearch;
  onChange: (changes: Partial<ProposalSearch>) => void;
  onClear: () => void;
}

/** Search, sort and the filter panel of /publis; every choice lives in the URL. */
export function ProposalFilters({ search, onChange, onClear }: ProposalFiltersProps) {
  const [opened, { toggle }] = useDisclosure(false);
  const panelId = useId();
  const count = activeFilterCount(search);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="center">
        <SearchInput q={search.q ?? ''} onCommit={(q) => onChange({ q })} />
        <Group gap="sm" wrap="nowrap" w={{ base: '100%', xs: 'auto' }} style={{ flexGrow: 0 }}>
          <SortSelect sort={search.sort ?? 'newest'} onChange={(sort) => onChange({ sort })} />
          <Button
            variant={opened ? 'light' : 'default'}
            size="md"
            radius="xl"
            px={{ base: 'sm', xs: 'md' }}
            onClick={toggle}
            aria-expanded={opened}
            aria-controls={panelId}
            // The word hides on phones to leave the sort its room; the name keeps it and the count.
            aria-label={count > 0 ? `Filtros (${count} ativos)` : 'Filtros'}
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {count}
                </Badge>
              ) : undefined
            }
            style={{ flex: 'none' }}
          >
            <Box component="span" visibleFrom="xs">
              Filtros
            </Box>
          </Button>
        </Group>
      </Group>
      <Collapse expanded={opened} id={panelId}>
        <FilterPanel search={search} onChange={onChange} />
      </Collapse>
      <ActiveFilters search={search} onChange={onChange} onClear={onClear} />
    </Stack>
  );
}
