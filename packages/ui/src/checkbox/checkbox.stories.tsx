import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox.tsx';

const meta = { title: 'Controls/Checkbox', component: Checkbox, args: { label: 'Eu aceito negociar este valor.' } } satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithError: Story = { args: { error: 'Marque esta opção para continuar.' } };
export const Disabled: Story = { args: { disabled: true } };

export const AllStates: Story = {
  render: () => (
    <Stack>
      <Checkbox label="Lembrar de mim" />
      <Checkbox label="Eu aceito negociar este valor." defaultChecked />
      <Checkbox label="Li e aceito a política de privacidade" error="Aceite a política para criar sua conta." />
      <Checkbox label="Indisponível" disabled />
    </Stack>
  ),
};
