import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmModal } from './confirm-modal.tsx';

const meta = {
  title: 'Internal apps/ConfirmModal',
  component: ConfirmModal,
  args: {
    opened: true,
    title: 'Remover da equipe',
    children: 'Ana (ana@marca.com.br) perde o acesso à conta da Marca na hora.',
    confirmLabel: 'Remover',
    loading: false,
    onConfirm: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof ConfirmModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Destructive: Story = {};

/** A step that undoes nothing, in the brand's colour. */
export const Approval: Story = {
  args: { title: 'Aprovar marca', children: 'A marca passa a usar a plataforma.', confirmLabel: 'Aprovar', confirmColor: 'brand' },
};

export const Sending: Story = { args: { loading: true } };
