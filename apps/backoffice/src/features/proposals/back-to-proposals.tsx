import { Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { TextLink } from '../../components/router-links.tsx';

/** '← Propostas': back to the list, at the top of a proposal's screens. */
export function BackToProposals() {
  return (
    <TextLink to="/proposals" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden /> Propostas
      </Group>
    </TextLink>
  );
}
