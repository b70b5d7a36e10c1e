import { categoriesQueryOptions } from '@ma/api-client/query';
import { Chip, Group, MultiSelect, NumberInput, Paper, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Switch.css';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useApi } from '../../../lib/use-api.ts';
import type { ProposalSearch } from '../search/proposal-search.ts';
import { ELIGIBLE_LABEL, partnershipTypeOptions } from './filter-options.ts';
import { useDebouncedCommit } from './use-debounced-commit.ts';

interface FilterPanelProps {
  search: ProposalSearch;
  onChange: (changes: Partial<ProposalSearch>) => void;
}

const moneyProps = {
  prefix: 'R$ ',
  decimalSeparator: ',',
  thousandSeparator: '.',
  decimalScale: 2,
  allowNegative: false,
  hideControls: true,
  placeholder: 'R$ 0,00',
} as const;

const toAmount = (value: number | string): number | undefined => (typeof value === 'number' ? value : undefined);

/** Niches, partnership types, value range and 'only eligible', each written to the URL. */
export function FilterPanel({ search, onChange }: FilterPanelProps) {
  const api = useApi();
  const categories = useQuery(categoriesQueryOptions(api));
  const [min, setMin] = useDebouncedCommit(search.min, (value) => onChange({ min: value }));
  const [max, setMax] = useDebouncedCommit(search.max, (value) => onChange({ max: value }));
  const niches = categories.data?.items.map(({ name }) => name) ?? [];
  const typesLabelId = useId();

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} bg="gray.0">
      <Stack gap="lg">
        <MultiSelect
          label="Nichos"
          placeholder={search.niches?.length ? undefined : 'Todos os nichos'}
          data={[...new Set([...niches, ...(search.niches ?? [])])]}
          value={search.niches ?? []}
          onChange={(value) => onChange({ niches: value })}
          searchable
          clearable
          nothingFoundMessage={categories.isError ? 'Não foi possível carregar os nichos.' : 'Nenhum nicho encontrado'}
          maxValues={20}
          comboboxProps={{ withinPortal: true }}
        />
        <Stack gap={6}>
          <Text size="sm" fw={600} id={typesLabelId}>
            Tipo de parceria
          </Text>
          <Chip.Group
            multiple
            value={search.types ?? []}
            onChange={(value) =>
              onChange({ types: partnershipTypeOptions.filter((option) => value.includes(option.value)).map((option) => option.value) })
            }
          >
            <Group gap="xs" role="group" aria-labelledby={typesLabelId}>
              {partnershipTypeOptions.map(({ value, label }) => (
                <Chip key={value} value={value} variant="outline" radius="xl">
                  {label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <SimpleGrid cols={{ base: 2 }} spacing="sm">
          <NumberInput label="Valor mínimo" {...moneyProps} value={min ?? ''} onChange={(value) => setMin(toAmount(value))} />
          <NumberInput label="Valor máximo" {...moneyProps} value={max ?? ''} onChange={(value) => setMax(toAmount(value))} />
        </SimpleGrid>
        <Switch
          label={ELIGIBLE_LABEL}
          description="Esconde as publis que pedem um nível ou um perfil que você ainda não tem."
          checked={search.eligible ?? false}
          onChange={(event) => onChange({ eligible: event.currentTarget.checked })}
        />
      </Stack>
    </Paper>
  );
}
