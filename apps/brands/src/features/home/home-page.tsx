import type { BrandSession } from '@ma/api-client/brand';
import { PageHeader } from '@ma/ui/page';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An approved brand's home: its proposals, and its team. */
export function HomePage({ session, proposalsLink, teamLink }: { session: BrandSession; proposalsLink: ReactNode; teamLink: ReactNode }) {
  const firstName = session.member.name.split(' ')[0] ?? session.member.name;
  return (
    <Stack maw={880} gap="lg">
      <PageHeader title={`Olá, ${firstName}`} description={`A conta da ${session.brand.name} está aprovada.`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HomeCard icon={<IconFileText aria-hidden />} title="Propostas">
          <Text size="sm" c="dimmed">
            Escreva propostas para as criadoras e envie para análise: a equipe da Mais Alcance publica e você acompanha as candidaturas.
          </Text>
          {proposalsLink}
        </HomeCard>
        <HomeCard icon={<IconUsers aria-hidden />} title="Equipe">
          <Text size="sm" c="dimmed">
            Convide quem trabalha com você para entrar nesta conta com o próprio e-mail.
          </Text>
          {teamLink}
        </HomeCard>
      </SimpleGrid>
    </Stack>
  );
}

function HomeCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon variant="soft" size="lg" radius="xl">
          {icon}
        </ThemeIcon>
        <Title order={2} fz={18}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
