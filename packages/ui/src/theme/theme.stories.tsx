import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brand, magenta } from './colors.ts';

function Swatches({ name, shades }: { name: string; shades: readonly string[] }) {
  return (
    <Stack gap={6}>
      <Text fw={700}>{name}</Text>
      <Group gap={6}>
        {shades.map((color, index) => (
          <Stack key={color} gap={2} align="center">
            <Paper w={48} h={48} radius="md" bg={color} withBorder />
            <Text size="xs" c="dimmed">
              {index}
            </Text>
          </Stack>
        ))}
      </Group>
    </Stack>
  );
}

function ThemeOverview() {
  return (
    <Stack gap="xl">
      <Swatches name="brand (primária)" shades={brand} />
      <Swatches name="magenta (destaque)" shades={magenta} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Stack gap={4}>
          <Title order={1}>Grandes marcas esperam por você</Title>
          <Title order={2}>Buscar publis</Title>
          <Title order={3}>Aira para criadores</Title>
          <Text>Texto corrido com a pilha de fontes do sistema, sem fontes externas.</Text>
          <Text size="sm" c="dimmed">
            Texto secundário, em tom apagado.
          </Text>
        </Stack>
        <Paper p="lg" radius="lg" bg="var(--mantine-primary-color-filled)" c="white">
          <Text fw={700}>Cor primária preenchida</Text>
          <Text size="sm">Texto branco sobre a primária passa no contraste AA.</Text>
        </Paper>
      </SimpleGrid>
      <Stack gap={6}>
        <Text fw={700}>Selos `variant="soft"` (texto AA sobre o tom claro)</Text>
        <Group gap={6}>
          {['teal', 'yellow', 'orange', 'red', 'gray', 'blue', 'grape', 'brand', 'magenta'].map((color) => (
            <Badge key={color} variant="soft" color={color} radius="sm" tt="none" fw={700}>
              {color}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Stack>
  );
}

const meta = { title: 'Theme/Overview', component: ThemeOverview } satisfies Meta<typeof ThemeOverview>;

export default meta;

export const Overview: StoryObj<typeof meta> = {};
