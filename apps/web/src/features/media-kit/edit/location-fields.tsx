import type { ReactNode } from 'react';
import '@mantine/core/styles/Combobox.css';
import { citiesQueryOptions, statesQueryOptions } from '@ma/api-client/query';
import { Group, Select } from '@mantine/core';
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
    <Group grow align="flex-start" gap="sm" wrap="wrap">
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
        miw={180}
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
        miw={180}
      />
    </Group>
  );
}
