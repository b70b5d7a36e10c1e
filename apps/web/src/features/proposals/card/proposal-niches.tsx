import { publicProposalDefaults } from '@ma/domain';
import { Badge, Group } from '@mantine/core';

/** The niches a proposal is for, or 'Todos os nichos' when it names none. */
export function ProposalNiches({ niches }: { niches: readonly string[] }) {
  const shown = niches.length > 0 ? niches : [publicProposalDefaults.niches];
  return (
    <Group component="ul" gap={6} aria-label="Nichos" m={0} p={0} style={{ listStyle: 'none' }}>
      {shown.map((niche) => (
        <Badge component="li" key={niche} variant="outline" color="gray.6" c="gray.8" radius="xl" tt="none" fw={500} size="md">
          {niche}
        </Badge>
      ))}
    </Group>
  );
}
