import type { BrandSession } from '@ma/api-client/brand';
import { PageHeader } from '@ma/ui/page';
import { Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** An approved brand's home: what comes next (its proposals), and its team. */
export function HomePage({ session, teamLink }: { session: BrandSession; teamLink: ReactNode }) {
  const firstName = session.member.name.split(' ')[0] ?? session.member.name;
  return (
    <Stack maw={880} gap="lg">
      <PageHeader title={`Olá, ${firstName}`} description={`A conta da ${session.brand.name} está aprovada.`} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <HomeCard icon={<IconFileText aria-hidden />} title="Em breve: suas propostas">
          <Text size="sm" c="dimmed">
            Aqui você vai publicar propostas para criadores, ver quem se candidatou e conversar com cada um. Avisamos por e-mail quando estiver
            pronto.
          </Text>
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
