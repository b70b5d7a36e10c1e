import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

export function NotFoundPage() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" ta="center" maw={420}>
        <Text fz={64} fw={800} c="violet" lh={1}>
          404
        </Text>
        <Title order={1} fz={24}>
          Página não encontrada
        </Title>
        <Text c="dimmed">O endereço que você abriu não existe ou foi movido.</Text>
        <Button component={Link} to="/" radius="xl" mt="sm">
          Voltar para o início
        </Button>
      </Stack>
    </Center>
  );
}
