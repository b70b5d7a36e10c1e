import type { AiProvider, Idea } from '@ma/api-client/schemas';
import { airaMessages, formatHashtags, ideaPartLabels, ideaText } from '@ma/domain';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Skeleton.css';
import { IconCopy } from '@tabler/icons-react';
import { useId } from 'react';
import { useCopyWithToast } from '../../../lib/use-copy-with-toast.ts';
import { ProviderLabel } from '../provider-label.tsx';

function Part({ label, children }: { label: string; children: string }) {
  if (!children.trim()) return null;
  return (
    <Stack gap={2}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

export interface IdeaCardProps {
  idea: Idea;
  /** 'Ideia 1 de 3'. */
  title: string;
  provider: AiProvider;
}

/** One idea: its hook as the heading, then the body, the call to action, the caption and hashtags. */
export function IdeaCard({ idea, title, provider }: IdeaCardProps) {
  const titleId = useId();
  const copy = useCopyWithToast({ copied: airaMessages.ideaCopied, failed: airaMessages.copyFailed });
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text id={titleId} size="xs" fw={700} c="brand.7" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {title}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            radius="xl"
            leftSection={<IconCopy size={16} aria-hidden />}
            aria-label={`Copiar ${title.toLowerCase()}`}
            onClick={() => copy(ideaText(idea))}
          >
            Copiar
          </Button>
        </Group>
        <Stack gap={2}>
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.04em' }}>
            {ideaPartLabels.hook}
          </Text>
          <Title order={3} fz={{ base: 17, sm: 18 }} lh={1.35} style={{ overflowWrap: 'anywhere' }}>
            {idea.hook}
          </Title>
        </Stack>
        <Part label={ideaPartLabels.body}>{idea.body}</Part>
        <Part label={ideaPartLabels.callToAction}>{idea.callToAction}</Part>
        <Part label={ideaPartLabels.caption}>{idea.caption}</Part>
        {idea.hashtags.length > 0 && (
          <Text size="sm" c="brand.7" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {formatHashtags(idea.hashtags)}
          </Text>
        )}
        <ProviderLabel provider={provider} />
      </Stack>
    </Paper>
  );
}

/** An idea still being written. */
export function IdeaSkeleton({ label }: { label: string }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} aria-label={label} aria-busy="true" role="status">
      <Stack gap="sm">
        <Skeleton height={12} width={90} radius="xl" />
        <Skeleton height={18} width="85%" radius="xl" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="92%" radius="xl" />
        <Skeleton height={12} width="60%" radius="xl" />
      </Stack>
    </Paper>
  );
}
