import type { ProposalSort } from '@ma/api-client/schemas';
import { CloseButton, Select, TextInput } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import { IconSearch } from '@tabler/icons-react';
import { sortOptions } from './filter-options.ts';
import { useDebouncedCommit } from './use-debounced-commit.ts';

/** The text search, committed to the URL after a pause in typing (or at once on Enter). */
export function SearchInput({ q, onCommit }: { q: string; onCommit: (q: string) => void }) {
  const [draft, change, flush] = useDebouncedCommit(q, onCommit);
  return (
    <TextInput
      aria-label="Buscar publis"
      placeholder="Buscar por marca, nome ou descrição"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={draft ? <CloseButton aria-label="Limpar busca" onClick={() => change('')} /> : null}
      value={draft}
      maxLength={100}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && flush()}
      size="md"
      radius="xl"
      style={{ flex: 1 }}
      miw={0}
    />
  );
}

/** 'Ordenar por': newest, highest value, closing soon. */
export function SortSelect({ sort, onChange }: { sort: ProposalSort; onChange: (sort: ProposalSort) => void }) {
  return (
    <Select
      aria-label="Ordenar por"
      data={sortOptions}
      value={sort}
      allowDeselect={false}
      checkIconPosition="right"
      onChange={(value) => {
        const option = sortOptions.find((candidate) => candidate.value === value);
        if (option) onChange(option.value);
      }}
      size="md"
      radius="xl"
      // Fills the row beside 'Filtros' on phones; a fixed width beside the search elsewhere.
      w={{ base: 'auto', xs: 210 }}
      style={{ flex: '1 1 0' }}
      miw={0}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
