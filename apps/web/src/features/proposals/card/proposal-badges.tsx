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
    // Each text colour is dark enough for AA contrast on its light background.
    hasApplied && { label: 'Aplicado', color: 'teal', text: '#065f46', icon: <IconCheck size={12} stroke={3} /> },
    isNew && { label: 'Nova', color: 'magenta', text: 'var(--mantine-color-magenta-9)', icon: <IconSparkles size={12} /> },
    totalApplications === 0 && !hasApplied && { label: 'Envie primeiro!', color: 'orange', text: '#9a3412', icon: <IconRocket size={12} /> },
  ].filter((badge) => badge !== false);
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map(({ label, color, text, icon }) => (
        <Badge key={label} color={color} variant="light" radius="sm" leftSection={icon} tt="none" fw={700} style={{ '--badge-color': text }}>
          {label}
        </Badge>
      ))}
    </Group>
  );
}
