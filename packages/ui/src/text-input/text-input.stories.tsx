import { Stack } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordInput } from './password-input.tsx';
import { TextInput } from './text-input.tsx';

const meta = {
  title: 'Controls/TextInput',
  component: TextInput,
  args: { label: 'E-mail', placeholder: 'voce@exemplo.com' },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { defaultValue: 'ana@', error: 'Informe um e-mail válido.' } };

export const Password: Story = {
  render: () => <PasswordInput label="Senha" placeholder="Sua senha" />,
};

export const PasswordVisible: Story = {
  render: () => <PasswordInput label="Senha" defaultValue="demo12345" defaultVisible />,
};

export const AllStates: Story = {
  render: () => (
    <Stack maw={380}>
      <TextInput label="Nome" placeholder="Seu nome completo" withAsterisk />
      <TextInput label="E-mail" leftSection={<IconMail size={16} />} placeholder="voce@exemplo.com" description="Usamos para enviar propostas." />
      <TextInput label="Cupom" defaultValue="EXPIRADO" error="Código de cupom inválido ou expirado" />
      <TextInput label="Desativado" disabled defaultValue="Não editável" />
      <PasswordInput label="Senha" defaultValue="demo12345" />
      <PasswordInput label="Nova senha" autoComplete="new-password" error="A senha precisa de pelo menos 8 caracteres." />
    </Stack>
  ),
};
