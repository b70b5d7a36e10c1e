import type { BrandProposalState } from '@ma/api-client/brand';

/** The review queue's filter: where a brand's proposal stands once sent (a draft is the brand's alone). */
export const reviewFilters = ['submitted', 'returned', 'published'] as const satisfies readonly BrandProposalState[];
export type ReviewFilter = (typeof reviewFilters)[number];

export const REVIEW_FILTER_LABELS: Readonly<Record<ReviewFilter, string>> = {
  submitted: 'Em análise',
  returned: 'Devolvidas',
  published: 'Publicadas',
};

/** What the list says when a filter finds nothing. */
export const REVIEW_FILTER_EMPTY: Readonly<Record<ReviewFilter, string>> = {
  submitted: 'Nenhuma proposta em análise.',
  returned: 'Nenhuma proposta devolvida.',
  published: 'Nenhuma proposta publicada ainda.',
};

/** A proposal's review state as its badge names it (a published one shows the published proposal's own state instead). */
export const REVIEW_STATE: Readonly<Record<Exclude<ReviewFilter, 'published'>, { label: string; color: string }>> = {
  submitted: { label: 'Em análise', color: 'yellow' },
  returned: { label: 'Devolvida', color: 'orange' },
};
