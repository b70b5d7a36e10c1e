import type { ReactNode } from 'react';
import { Select } from '@mantine/core';
import '@mantine/core/styles/Combobox.css';
import type { BriefProposal } from './use-brief-proposals.ts';

export interface ProposalSelectProps {
  proposals: readonly BriefProposal[];
  value: string | null;
  onChange: (id: string | null) => void;
  error?: ReactNode;
  /** @default 'Proposta' */
  label?: string;
  /** A script may be for no proposal. @default false */
  clearable?: boolean;
  /** The list is on its way. @default false */
  loading?: boolean;
}

/** A searchable pick of the open proposals, each named with its brand. */
export function ProposalSelect({ proposals, value, onChange, error, label = 'Proposta', clearable = false, loading = false }: ProposalSelectProps) {
  const data = proposals.map((proposal) => ({ value: proposal.id, label: `${proposal.name} · ${proposal.brandName}` }));
  return (
    <Select
      label={label}
      placeholder={loading ? 'Carregando propostas...' : 'Busque pelo nome ou pela marca'}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      disabled={loading}
      nothingFoundMessage="Nenhuma proposta aberta com esse nome."
      checkIconPosition="right"
      maxDropdownHeight={280}
      error={error}
      errorProps={{ role: 'alert' }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
