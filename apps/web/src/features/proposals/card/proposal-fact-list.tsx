import type { PublicProposal } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents, withPublicProposalDefaults } from '@ma/domain';
import { IconCalendarEvent, IconCash, IconHeartHandshake, IconMapPin, IconUsers } from '@tabler/icons-react';
import { followerRange } from './follower-range.ts';
import type { Fact } from './proposal-facts.tsx';

const icon = { size: 20, stroke: 1.8 } as const;

type FactFields = Pick<
  PublicProposal,
  | 'partnershipType'
  | 'valueCents'
  | 'acceptsNegotiations'
  | 'minFollowers'
  | 'maxFollowers'
  | 'locationOfInfluencer'
  | 'validUntil'
  | 'description'
  | 'categoriesOfInfluencer'
>;

/**
 * The facts of a proposal (type, value, followers, locations, validity). `publicDefaults`
 * fills missing follower bounds as the public page must (docs/product/proposals.md); the list shows
 * them as open ends instead.
 */
export function proposalFactList(proposal: FactFields, { publicDefaults = false } = {}): Fact[] {
  const shown = withPublicProposalDefaults(proposal);
  const followers = publicDefaults
    ? followerRange(shown.minFollowers, shown.maxFollowers)
    : followerRange(proposal.minFollowers, proposal.maxFollowers);
  return [
    { icon: <IconHeartHandshake {...icon} />, label: 'Tipo de parceria', value: partnershipTypeLabels[proposal.partnershipType] },
    {
      icon: <IconCash {...icon} />,
      label: proposal.acceptsNegotiations ? 'Valor (negociável)' : 'Valor (fechado)',
      value: formatCents(proposal.valueCents),
    },
    { icon: <IconUsers {...icon} />, label: 'Seguidores', value: followers },
    { icon: <IconMapPin {...icon} />, label: 'Localização', value: shown.locations },
    { icon: <IconCalendarEvent {...icon} />, label: 'Validade', value: shown.validity },
  ];
}
