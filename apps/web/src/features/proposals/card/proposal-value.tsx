import type { PartnershipType } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents } from '@ma/domain';
import { Stack, Text } from '@mantine/core';

interface ProposalValueProps {
  valueCents: number;
  partnershipType: PartnershipType;
  acceptsNegotiations: boolean;
  align?: 'flex-start' | 'flex-end';
  /** The value's size (the card's stylesheet). */
  valueClassName?: string;
}

/** The value in BRL with the partnership type and whether it is negotiable beneath. */
export function ProposalValue({ valueCents, partnershipType, acceptsNegotiations, align = 'flex-start', valueClassName }: ProposalValueProps) {
  return (
    <Stack gap={0} align={align} style={{ flex: 'none' }}>
      <Text fw={800} className={valueClassName} c="brand.7" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(valueCents)}
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {partnershipTypeLabels[partnershipType]} · {acceptsNegotiations ? 'negociável' : 'valor fechado'}
      </Text>
    </Stack>
  );
}
