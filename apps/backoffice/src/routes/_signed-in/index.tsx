import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/_signed-in/')({
  component: Dashboard,
});

/** Painel: a welcome for now; the platform's numbers and charts come with their work. */
function Dashboard() {
  const { me } = Route.useRouteContext();
  const isAdmin = me.role === 'admin';
  return (
    <Stack maw={960}>
      <Title order={1} fz={26}>
        Olá, {me.name.split(' ')[0]}
      </Title>
      <Text c="dimmed">Este é o back office da Mais Alcance, onde a equipe cuida da plataforma sem acesso ao servidor.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {isAdmin && (
          <Card withBorder radius="md" component={Link} to="/operators">
            <Text fw={700}>Operadores</Text>
            <Text size="sm" c="dimmed">
              Convide a equipe, defina o papel de cada pessoa, desative um acesso ou emita um novo link de cadastro.
            </Text>
          </Card>
        )}
        {isAdmin && (
          <Card withBorder radius="md" component={Link} to="/audit">
            <Text fw={700}>Auditoria</Text>
            <Text size="sm" c="dimmed">
              Tudo o que cada operador alterou: quando, o quê, o antes e o depois, e de qual IP.
            </Text>
          </Card>
        )}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        Propostas, criadores, cupons, marcas e comissões, e tarefas chegam aqui nas próximas versões.
      </Text>
    </Stack>
  );
}
