import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyField } from './copy-field.tsx';

const meta = {
  title: 'Internal apps/CopyField',
  component: CopyField,
  args: { label: 'Endereço para a marca', value: 'https://maisalcance.com.br/marcas/cadastro?token=3f9c2a', copyLabel: 'Copiar o link' },
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithLabel: Story = {};

/** Inside an alert that already says what it is. */
export const WithoutLabel: Story = { args: { label: undefined, copyLabel: 'Copiar link' } };

export const RecoveryCodes: Story = { args: { label: 'Seus códigos', value: '4f2a-91c0\n7d3e-0b51\nc8a4-2f66', copyLabel: 'Copiar os códigos' } };
