import type { ApiClient } from '@ma/api-client';
import { listAdminProposalBrands } from '@ma/api-client/admin';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** How long typing rests before the brands are asked for: one request per pause, not per key. */
const TYPING_PAUSE_MS = 250;

interface BrandFilterProps {
  api: ApiClient;
  /** The chosen brand's exact name; null: every brand. */
  value: string | null;
  onChange: (brand: string | null) => void;
}

/**
 * The proposals list's brand filter: the brands of proposals whose name starts with what is typed
 * (the API's suggestions, case and accents aside), one to choose; the list then filters by that
 * exact name, which nobody has to know by heart.
 */
export function BrandFilter({ api, value, onChange }: BrandFilterProps) {
  const [search, setSearch] = useState('');
  const [typed] = useDebouncedValue(search, TYPING_PAUSE_MS);
  // With a brand chosen its name is the search text: opening the list then offers every brand.
  const q = typed === value ? '' : typed.trim();
  const brands = useQuery({
    queryKey: ['admin', 'proposals', 'brands', q],
    queryFn: () => listAdminProposalBrands(api, q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const names = brands.data?.items ?? [];
  return (
    <Select
      label="Marca"
      placeholder="Todas"
      searchable
      clearable
      data={value && !names.includes(value) ? [value, ...names] : names}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      // The API chose them (by the name's start, accents aside): shown as they come, not filtered again.
      filter={({ options }) => options}
      nothingFoundMessage={
        brands.isError ? 'Não foi possível buscar as marcas.' : brands.isFetching ? 'Buscando marcas…' : 'Nenhuma marca começa assim.'
      }
    />
  );
}
