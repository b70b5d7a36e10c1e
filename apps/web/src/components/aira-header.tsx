import { Stack } from '@mantine/core';
import { IconBulb, IconMicrophone, IconMovie } from '@tabler/icons-react';
import { PageHeading } from './page-heading.tsx';
import { SectionTabs, type SectionTab } from './section-tabs.tsx';

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

const tabs: readonly SectionTab[] = [
  { to: '/aira', label: 'Ideias', icon: <IconBulb size={16} aria-hidden /> },
  { to: '/aira/create-ugc-script', label: 'Criar roteiro UGC', icon: <IconMovie size={16} aria-hidden /> },
  { to: '/aira/clone', label: 'Clone sua voz', icon: <IconMicrophone size={16} aria-hidden /> },
];
const tabOf: Record<AiraPart, SectionTab['to']> = { ideas: '/aira', ugc: '/aira/create-ugc-script', voice: '/aira/clone' };

/** The part's title and what it offers: all of the header that needs no router (the signed-in shell draws it too). */
export function AiraHeading({ current }: AiraHeaderProps) {
  const { title, description } = pages[current];
  return <PageHeading title={title} description={description} maw={680} />;
}

/** The top of Aira's pages (the ideas and UGC scripts, and the voice, two features): the part's title and the three parts as links. */
export function AiraHeader({ current }: AiraHeaderProps) {
  return (
    <Stack gap="md">
      <AiraHeading current={current} />
      <SectionTabs label="Aira" tabs={tabs} current={tabOf[current]} />
    </Stack>
  );
}
