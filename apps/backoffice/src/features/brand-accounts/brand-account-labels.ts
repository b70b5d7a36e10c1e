import { brandStatuses, type BrandStatus } from '@ma/api-client/brand';

/** A brand account's status as the screen names it, and its colour. */
export const BRAND_STATUS: Readonly<Record<BrandStatus, { label: string; color: string }>> = {
  pending: { label: 'Pendente', color: 'yellow' },
  approved: { label: 'Aprovada', color: 'teal' },
  refused: { label: 'Recusada', color: 'red' },
};

/** The list's filter: one status, or every brand. */
export type BrandFilter = BrandStatus | 'all';
export const brandFilters = [...brandStatuses, 'all'] as const satisfies readonly BrandFilter[];

export const BRAND_FILTER_LABELS: Readonly<Record<BrandFilter, string>> = {
  pending: 'Pendentes',
  approved: 'Aprovadas',
  refused: 'Recusadas',
  all: 'Todas',
};

/** What the list says when a filter finds nothing. */
export const BRAND_FILTER_EMPTY: Readonly<Record<BrandFilter, string>> = {
  pending: 'Nenhuma marca aguardando análise.',
  approved: 'Nenhuma marca aprovada ainda.',
  refused: 'Nenhuma marca recusada.',
  all: 'Nenhuma marca cadastrada ainda.',
};
