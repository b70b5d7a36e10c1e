import type { PartnershipType } from '@ma/api-client/schemas';
import { partnershipTypeLabels, formatCents } from '@ma/domain';
import { Stack, Text } from '@mantine/core';

interface ProposalValueProps {
  valueCents: number;
  partnershipType: PartnershipType;
  acceptsNegotiations: boolean;
  align?: 'flex-start' | 'flex-end';
}

/** The value in BRL with the partnership type and whether it is negotiable beneath. */
export function ProposalValue({ valueCents, partnershipType, acceptsNegotiations, align = 'flex-start' }: ProposalValueProps) {
  return (
    <Stack gap={0} align={align} style={{ flex: 'none' }}>
      <Text fw={800} fz={{ base: 20, sm: 22 }} c="brand.7" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
        {formatCents(valueCents)}
      </Text>
      <Text size="xs" c="dimmed" fw={600}>
        {partnershipTypeLabels[partnershipType]} · {acceptsNegotiations ? 'negociável' : 'valor fechado'}
      </Text>
    </Stack>
  );
}
