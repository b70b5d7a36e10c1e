import { Badge, Group } from '@mantine/core';
import { IconCheck, IconRocket, IconSparkles } from '@tabler/icons-react';

interface BadgeFlags {
  hasApplied?: boolean;
  isNew: boolean;
  totalApplications: number;
}

/** 'Aplicado', 'Nova' and 'Envie primeiro!' (docs/product/proposals.md), most personal first. */
export function ProposalBadges({ hasApplied = false, isNew, totalApplications }: BadgeFlags) {
  const badges = [
    hasApplied && { label: 'Aplicado', color: 'teal', icon: <IconCheck size={12} stroke={3} /> },
    isNew && { label: 'Nova', color: 'magenta', icon: <IconSparkles size={12} /> },
    totalApplications === 0 && !hasApplied && { label: 'Envie primeiro!', color: 'orange', icon: <IconRocket size={12} /> },
  ].filter((badge) => badge !== false);
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map(({ label, color, icon }) => (
        <Badge key={label} color={color} variant="soft" radius="sm" leftSection={icon} tt="none" fw={700}>
          {label}
        </Badge>
      ))}
    </Group>
  );
}
