import { partnershipTypeLabels, formatCents } from '@ma/domain';
import { Anchor, Group, Pill } from '@mantine/core';
import '@mantine/core/styles/Pill.css';
import { valueRangeCents, type ProposalSearch } from '../search/proposal-search.ts';
import { ELIGIBLE_LABEL } from './filter-options.ts';

interface ActiveFiltersProps {
  search: ProposalSearch;
  onChange: (changes: Partial<ProposalSearch>) => void;
  onClear: () => void;
}

const valueRangeLabel = ({ minCents, maxCents }: { minCents?: number; maxCents?: number }): string | null => {
  if (minCents !== undefined && maxCents !== undefined) return `${formatCents(minCents)} a ${formatCents(maxCents)}`;
  if (minCents !== undefined) return `A partir de ${formatCents(minCents)}`;
  if (maxCents !== undefined) return `Até ${formatCents(maxCents)}`;
  return null;
};

/** The filters in force as removable pills, so a shared or bookmarked list says what it shows. */
export function ActiveFilters({ search, onChange, onClear }: ActiveFiltersProps) {
  const range = valueRangeLabel(valueRangeCents(search));
  const pills = [
    ...(search.niches ?? []).map((niche) => ({
      key: `niche-${niche}`,
      label: niche,
      remove: () => onChange({ niches: search.niches?.filter((other) => other !== niche) }),
    })),
    ...(search.types ?? []).map((type) => ({
      key: `type-${type}`,
      label: partnershipTypeLabels[type],
      remove: () => onChange({ types: search.types?.filter((other) => other !== type) }),
    })),
    ...(range ? [{ key: 'range', label: range, remove: () => onChange({ min: undefined, max: undefined }) }] : []),
    ...(search.eligible ? [{ key: 'eligible', label: ELIGIBLE_LABEL, remove: () => onChange({ eligible: undefined }) }] : []),
  ];
  if (pills.length === 0) return null;
  return (
    <Group gap={6} role="group" aria-label="Filtros ativos">
      {pills.map(({ key, label, remove }) => (
        <Pill
          key={key}
          withRemoveButton
          onRemove={remove}
          removeButtonProps={{ 'aria-label': `Remover filtro ${label}` }}
          size="md"
          bg="brand.0"
          c="brand.8"
        >
          {label}
        </Pill>
      ))}
      <Anchor component="button" type="button" size="sm" fw={600} onClick={onClear} ml={4}>
        Limpar filtros
      </Anchor>
    </Group>
  );
}
