import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusBadge } from './status-badge.tsx';

const meta = {
  title: 'Internal apps/StatusBadge',
  component: StatusBadge,
  args: { children: 'Ativo', color: 'teal' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {};

export const States: Story = {
  render: () => (
    <Group>
      <StatusBadge color="teal">Ativo</StatusBadge>
      <StatusBadge color="yellow">Aguardando cadastro</StatusBadge>
      <StatusBadge color="gray">Desativado</StatusBadge>
      <StatusBadge variant="soft" color="violet">
        Dona da conta
      </StatusBadge>
    </Group>
  ),
};

/** The whole word, even in a column narrower than it. */
export const NarrowColumn: Story = { args: { children: 'E-mail não confirmado', color: 'yellow', w: 80 } };
