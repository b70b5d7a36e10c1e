import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ThemeIcon.css';
import { IconAddressBook, IconBriefcase, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

const features = [
  {
    icon: IconBriefcase,
    title: 'Publis de grandes marcas',
    text: 'Propostas pagas filtradas pelo seu nicho, sua cidade e o tamanho do seu público.',
  },
  { icon: IconAddressBook, title: 'Mídia kit profissional', text: 'Um perfil público com seus números para mandar às marcas em um link.' },
  { icon: IconSparkles, title: 'Aira para criadores', text: 'Ideias de roteiro e conteúdo geradas por IA para as suas publis.' },
] as const;

/** 'Conheça o produto': what Mais Alcance offers, with the calls to log in or sign up. */
export function KnowProduct({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <Paper
      id="conheca"
      component="section"
      aria-labelledby="conheca-title"
      radius="lg"
      p={{ base: 'lg', sm: 'xl' }}
      bg="brand.9"
      c="white"
      style={{ scrollMarginTop: 16 }}
    >
      <Stack gap="lg">
        <Stack gap={4}>
          <Title id="conheca-title" order={2} fz={{ base: 22, sm: 26 }} c="white">
            Conheça a Mais Alcance
          </Title>
          <Text c="brand.1">A plataforma que conecta criadores de conteúdo a marcas que pagam pelo seu alcance.</Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={6}>
              <ThemeIcon size={40} radius="md" variant="white" color="brand" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={700}>{title}</Text>
              <Text size="sm" c="brand.1">
                {text}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          {isLoggedIn ? (
            <Button component={Link} to="/publis" variant="white" radius="xl">
              Ver todas as publis
            </Button>
          ) : (
            <>
              <Button component={Link} to="/register" variant="white" radius="xl">
                Criar conta grátis
              </Button>
              <Button component={Link} to="/" variant="outline" color="white" radius="xl">
                Já tenho conta
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
