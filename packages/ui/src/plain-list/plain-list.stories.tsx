import { Badge, Paper, Text } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PlainList } from './plain-list.tsx';

const meta = {
  title: 'Layout/PlainList',
  component: PlainList,
  args: { 'aria-label': 'Pessoas da equipe', gap: 'xs' },
} satisfies Meta<typeof PlainList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One item under the other, with no bullets or indent. */
export const Stacked: Story = {
  args: {
    children: ['Ana Clara', 'Bruno Lima', 'Carla Souza'].map((name) => (
      <Paper key={name} component="li" withBorder radius="md" p="sm">
        <Text size="sm">{name}</Text>
      </Paper>
    )),
  },
};

/** Side by side, wrapping on a narrow screen. */
export const Inline: Story = {
  args: {
    'aria-label': 'Nichos',
    inline: true,
    gap: 6,
    children: ['Moda', 'Beleza', 'Fitness', 'Viagem'].map((niche) => (
      <Badge key={niche} component="li" variant="outline" color="gray.6" c="gray.8" radius="xl" tt="none" fw={500}>
        {niche}
      </Badge>
    )),
  },
};

/** An `<ol>`: steps whose order means something. */
export const Ordered: Story = {
  args: {
    'aria-label': 'Passos',
    ordered: true,
    children: ['Envie as amostras', 'Crie o perfil de voz', 'Narre um roteiro'].map((step, index) => (
      <Text key={step} component="li" size="sm">
        {index + 1}. {step}
      </Text>
    )),
  },
};
