import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';

/** A review queue's 'Situação' (its URL's search param): one of `filters`, each by its label. */
export function SituationFilter<F extends string>({
  value,
  filters,
  labels,
  onChange,
}: {
  value: F;
  filters: readonly F[];
  labels: Readonly<Record<F, string>>;
  onChange: (filter: F) => void;
}) {
  return (
    <SegmentedControl
      aria-label="Situação"
      value={value}
      onChange={(chosen) => onChange(chosen as F)}
      data={filters.map((filter) => ({ value: filter, label: labels[filter] }))}
      style={{ alignSelf: 'flex-start' }}
    />
  );
}
