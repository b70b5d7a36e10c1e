import { PROPOSAL_NOT_FOUND } from '@ma/domain';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import '@mantine/core/styles/ThemeIcon.css';
import { IconFileSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { KnowProduct } from './know-product.tsx';
import { PublicShell } from './public-shell.tsx';

/** An unknown id, or any failure to load it: 'Proposta não encontrada' and a way home (docs/product/proposals.md). */
export function ProposalNotFound({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <PublicShell isLoggedIn={isLoggedIn}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} mt="xl">
        <Stack align="center" gap="sm" ta="center">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconFileSearch size={34} stroke={1.5} />
          </ThemeIcon>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {PROPOSAL_NOT_FOUND}
          </Title>
          <Text c="dimmed" maw={420}>
            O link pode estar incompleto, ou a marca encerrou esta proposta. Veja outras publis na Mais Alcance.
          </Text>
          <Button component={Link} to="/" radius="xl" mt="sm">
            Ir para o início
          </Button>
        </Stack>
      </Paper>
      {/* The header's 'Conheça o produto' points here too. */}
      <KnowProduct isLoggedIn={isLoggedIn} />
    </PublicShell>
  );
}
