import type { PartnershipType, ProposalSort } from '@ma/api-client/schemas';
import { partnershipTypeLabels, partnershipTypes } from '@ma/domain';

/** The sort choices of the list, newest first by default. */
export const sortOptions: { value: ProposalSort; label: string }[] = [
  { value: 'newest', label: 'Mais recentes' },
  { value: 'highest_value', label: 'Maior valor' },
  { value: 'closing_soon', label: 'Encerram em breve' },
];

export const partnershipTypeOptions: { value: PartnershipType; label: string }[] = partnershipTypes.map((type) => ({
  value: type,
  label: partnershipTypeLabels[type],
}));

export const ELIGIBLE_LABEL = 'Só as que estão abertas para mim';
