import type { IdeaGeneration } from '@ma/api-client/schemas';
import { airaMessages, formatDate, type GenerationStatus } from '@ma/domain';
import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useId } from 'react';
import { ProviderLabel } from '../provider-label.tsx';
import { IdeaCard } from './idea-card.tsx';

const statusColors: Record<GenerationStatus, string> = { generating: 'blue', completed: 'teal', failed: 'red' };

/** One past request: what it was for, when, how many ideas, its outcome and credits; its ideas on demand. */
export function HistoryItem({ generation }: { generation: IdeaGeneration }) {
  const [open, { toggle }] = useDisclosure(false);
  const titleId = useId();
  const ideasId = useId();
  const hasIdeas = generation.ideas.length > 0;
  return (
    <Paper component="li" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text id={titleId} fw={700} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {generation.title}
          </Text>
          <Badge color={statusColors[generation.status]} variant="soft" radius="xl" tt="none" style={{ flexShrink: 0 }}>
            {airaMessages.generationStatus[generation.status]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            formatDate(generation.createdAt),
            airaMessages.ideaCount(generation.count),
            airaMessages.generationCredits(generation.cost, generation.refunded),
          ].join(' · ')}
        </Text>
        <Group justify="space-between" gap="xs">
          <ProviderLabel provider={generation.provider} />
          {hasIdeas && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={toggle}
              aria-expanded={open}
              aria-controls={ideasId}
              rightSection={
                <IconChevronDown size={16} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
              }
            >
              {open ? 'Ocultar ideias' : 'Ver ideias'}
            </Button>
          )}
        </Group>
        {generation.status === 'failed' && (
          <Text size="sm" c="dimmed">
            {airaMessages.generationRefunded(generation.refunded)}
          </Text>
        )}
        {hasIdeas && (
          <Collapse expanded={open} id={ideasId}>
            <Stack gap="sm" pt="xs">
              {open &&
                generation.ideas.map((idea) => (
                  <IdeaCard
                    key={idea.position}
                    idea={idea}
                    title={`Ideia ${idea.position + 1} de ${generation.ideas.length}`}
                    provider={generation.provider}
                  />
                ))}
            </Stack>
          </Collapse>
        )}
      </Stack>
    </Paper>
  );
}
