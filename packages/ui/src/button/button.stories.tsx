import { Group, Stack } from '@mantine/core';
import { IconArrowRight, IconBrandWhatsapp } from '@tabler/icons-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from './button.tsx';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Fazer Proposta', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'rounded'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Conhecer o produto' } };
export const Rounded: Story = { args: { variant: 'rounded', children: 'Entrar' } };

export const AllStates: Story = {
  render: () => (
    <Stack>
      <Group>
        <Button>Fazer Proposta</Button>
        <Button variant="secondary">Cancelar</Button>
        <Button variant="rounded" rightSection={<IconArrowRight size={16} />}>
          Criar conta
        </Button>
      </Group>
      <Group>
        <Button loading>Enviando...</Button>
        <Button disabled>Aplicado</Button>
        <Button variant="secondary" leftSection={<IconBrandWhatsapp size={18} />}>
          WhatsApp
        </Button>
      </Group>
      <Group>
        <Button component="a" href="#entrar">
          Link com cara de botão
        </Button>
        <Button size="xs">Pequeno</Button>
        <Button size="lg" variant="rounded">
          Grande
        </Button>
      </Group>
      <Button fullWidth>Largura total</Button>
    </Stack>
  ),
};
