import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { lazy } from 'react';
import { Button } from '../button/button.tsx';
import { Checkbox } from '../checkbox/checkbox.tsx';
import { PasswordInput } from '../text-input/password-input.tsx';
import { TextInput } from '../text-input/text-input.tsx';
import { AuthLayout } from './auth-layout.tsx';

function SampleLoginForm() {
  return (
    <Stack gap="lg" component="form" onSubmit={(event) => event.preventDefault()}>
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Entrar
        </Title>
        <Text c="dimmed">Acesse sua conta para ver as publis disponíveis.</Text>
      </Stack>
      <TextInput label="E-mail" type="email" autoComplete="email" placeholder="voce@exemplo.com" />
      <PasswordInput label="Senha" placeholder="Sua senha" />
      <Group justify="space-between">
        <Checkbox label="Lembrar de mim" />
        <Anchor href="#esqueci" size="sm">
          Esqueci minha senha
        </Anchor>
      </Group>
      <Button type="submit" size="md" fullWidth>
        Entrar
      </Button>
      <Text ta="center" size="sm">
        Ainda não tem conta? <Anchor href="#cadastro">Criar conta</Anchor>
      </Text>
    </Stack>
  );
}

// Never resolves: shows the spinner that covers a lazily loaded form.
const NeverLoads = lazy(() => new Promise<{ default: () => null }>(() => {}));

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <SampleLoginForm /> },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

export const LoadingForm: Story = { args: { children: <NeverLoads /> } };
