import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { ButtonLink } from '../../../components/router-links.tsx';

/**
 * The call beside the details: a guest logs in (goes to /) or creates an account
 * (/register); a signed-in creator goes straight to this proposal in /publis.
 */
export function ApplyCall({ isLoggedIn, proposalName }: { isLoggedIn: boolean; proposalName: string }) {
  return (
    <Paper radius="lg" p={{ base: 'md', sm: 'lg' }} bg="brand.0" withBorder style={{ borderColor: 'var(--mantine-color-brand-2)' }}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Text fw={800} fz={18}>
            Quer fazer esta publi?
          </Text>
          <Text size="sm">
            {isLoggedIn
              ? 'Abra a publi na plataforma e envie a sua proposta.'
              : 'Entre na sua conta ou crie uma grátis para enviar a sua proposta para a marca.'}
          </Text>
        </Stack>
        <Group gap="sm">
          {isLoggedIn ? (
            <ButtonLink to="/publis" search={{ q: proposalName.slice(0, 100) }} radius="xl">
              Enviar proposta
            </ButtonLink>
          ) : (
            <>
              <Button component={Link} to="/" radius="xl">
                Entrar para enviar proposta
              </Button>
              <Button component={Link} to="/register" variant="outline" radius="xl">
                Criar conta
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
