import { Center, Stack, Text, Title } from '@mantine/core';
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { LoadError } from '@ma/app-kit/load-error';
import type { RouterContext } from '../lib/router-context.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFound,
  errorComponent: ({ error, reset }) => (
    <Center p="xl">
      <LoadError title="Não foi possível abrir esta página" query={{ error, isFetching: false, refetch: async () => reset() }} />
    </Center>
  ),
});

function NotFound() {
  return (
    <Center p="xl">
      <Stack align="center" gap="xs">
        <Title order={1} fz={22}>
          Página não encontrada
        </Title>
        <Text c="dimmed">Confira o endereço ou volte ao Painel.</Text>
      </Stack>
    </Center>
  );
}
