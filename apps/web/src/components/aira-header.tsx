import { Group, Stack } from '@mantine/core';
import { IconBulb, IconMicrophone, IconMovie } from '@tabler/icons-react';
import { ButtonLink } from './router-links.tsx';
import { PageHeading } from './page-heading.tsx';

type AiraPart = 'ideas' | 'ugc' | 'voice';

/** Each part's page: its title and what it offers. */
const pages: Record<AiraPart, { title: string; description: string }> = {
  ideas: {
    title: 'Aira para criadores',
    description: 'Ideias de conteúdo prontas para gravar: gancho, roteiro, chamada para ação, legenda e hashtags. Cada ideia custa 1 crédito.',
  },
  ugc: {
    title: 'Criar roteiro UGC',
    description:
      'Um roteiro cena a cena, com o que mostrar, o que falar e o texto na tela, mais a lista de planos e a legenda. Cada roteiro custa 1 crédito.',
  },
  voice: {
    title: 'Clone sua voz',
    description: 'Envie gravações da sua voz, crie seu perfil de voz e transforme roteiros em narrações com a sua voz.',
  },
};

export interface AiraHeaderProps {
  /** The part of Aira this page is: its title, and its tab marked in the navigation. */
  current: AiraPart;
}

/** The top of Aira's pages (the ideas and UGC scripts, and the voice, two features): the part's title and the three parts as links. */
export function AiraHeader({ current }: AiraHeaderProps) {
  const { title, description } = pages[current];
  const tab = (name: AiraPart) =>
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
      <PageHeading title={title} description={description} maw={680} />
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
