import type { ReactNode } from 'react';
import '@mantine/core/styles/Combobox.css';
import { citiesQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { Select, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/use-api.ts';

interface LocationFieldsProps {
  state: string | null;
  city: string | null;
  stateError: ReactNode;
  cityError: ReactNode;
  onChange: (location: { state: string | null; city: string | null }) => void;
}

/** State, then one of its municipalities from the official IBGE list (the server checks the pair too). */
export function LocationFields({ state, city, stateError, cityError, onChange }: LocationFieldsProps) {
  const api = useApi();
  const states = useQuery(statesQueryOptions(api));
  const cities = useQuery({ ...citiesQueryOptions(api, state ?? ''), enabled: state !== null });
  return (
    // Side by side only where the form is wide enough for both placeholders ('Escolha o estado
    // primeiro' is cut below ~240 px a field): measured on the form, not the window, whose
    // width the sidebar and the page's columns change.
    <SimpleGrid type="container" cols={{ base: 1, '520px': 2 }} spacing="sm">
      <Select
        label="Estado"
        placeholder={states.isError ? 'Não foi possível carregar' : 'Escolha o estado'}
        data={(states.data?.items ?? []).map((item) => ({ value: item.uf, label: `${item.name} (${item.uf})` }))}
        value={state}
        onChange={(uf) => onChange({ state: uf, city: null })}
        searchable
        clearable
        nothingFoundMessage="Nenhum estado com esse nome"
        error={stateError}
      />
      <Select
        label="Cidade"
        placeholder={state ? (cities.isPending ? 'Carregando cidades...' : 'Digite para buscar') : 'Escolha o estado primeiro'}
        data={cities.data?.items ?? (city ? [city] : [])}
        value={city}
        onChange={(name) => onChange({ state, city: name })}
        disabled={state === null}
        searchable
        clearable
        limit={50}
        nothingFoundMessage="Nenhuma cidade com esse nome neste estado"
        error={cityError}
      />
    </SimpleGrid>
  );
}
