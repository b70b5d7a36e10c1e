import { Alert } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconBulb } from '@tabler/icons-react';
import { Button } from '../button/button.tsx';
import { AlertTitle } from './alert-title.tsx';
import { EmptyState } from './empty-state.tsx';
import { RowsSkeleton } from './rows-skeleton.tsx';

const meta = {
  title: 'Internal apps/List states',
  component: EmptyState,
  args: { text: 'Ninguém na equipe ainda.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const EmptyWithAction: Story = { args: { text: 'Nenhum cupom ainda.', action: <Button>Novo cupom</Button> } };

/** The creators' screens: a picture, a heading and the next step. */
export const WithIconAndTitle: Story = {
  args: {
    icon: <IconBulb size={28} />,
    title: 'Nenhuma ideia ainda',
    text: 'Gere sua primeira ideia de conteúdo com a Aira.',
    action: <Button>Gerar ideias</Button>,
  },
};

export const Loading: Story = { render: () => <RowsSkeleton rows={3} /> };

export const TallRows: Story = { render: () => <RowsSkeleton rows={3} height={72} /> };

/** An alert's title in the body's colour (AA on the red tint). */
export const AlertWithTitle: Story = {
  render: () => (
    <Alert color="red" variant="light" title={<AlertTitle>Não foi possível carregar a equipe</AlertTitle>}>
      Tente novamente em instantes.
    </Alert>
  ),
};
