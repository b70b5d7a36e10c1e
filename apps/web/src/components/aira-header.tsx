import { Group, Stack, Text, Title } from '@mantine/core';
import { IconBulb, IconMicrophone, IconMovie } from '@tabler/icons-react';
import { ButtonLink } from './router-links.tsx';

export interface AiraHeaderProps {
  title: string;
  description: string;
  /** The part of Aira this page belongs to, marked in the navigation. */
  current: 'ideas' | 'ugc' | 'voice';
}

/** The top of Aira's pages (the ideas and UGC scripts, and the voice, two features): the title and its three parts (ideas, UGC scripts, the voice) as links. */
export function AiraHeader({ title, description, current }: AiraHeaderProps) {
  const tab = (name: AiraHeaderProps['current']) =>
    ({
      variant: current === name ? 'light' : 'subtle',
      color: current === name ? undefined : 'gray',
      radius: 'xl',
      size: 'compact-md',
      fz: 'sm',
      'aria-current': current === name ? ('page' as const) : undefined,
    }) as const;
  return (
    <Stack gap="md">
      <Stack gap={4} maw={680}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      <nav aria-label="Aira">
        <Group gap={6}>
          <ButtonLink to="/aira" {...tab('ideas')} leftSection={<IconBulb size={16} aria-hidden />}>
            Ideias
          </ButtonLink>
          <ButtonLink to="/aira/create-ugc-script" {...tab('ugc')} leftSection={<IconMovie size={16} aria-hidden />}>
            Criar roteiro UGC
          </ButtonLink>
          <ButtonLink to="/aira/clone" {...tab('voice')} leftSection={<IconMicrophone size={16} aria-hidden />}>
            Clone sua voz
          </ButtonLink>
        </Group>
      </nav>
    </Stack>
  );
}
