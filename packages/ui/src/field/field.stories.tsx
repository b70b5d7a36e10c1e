import { Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FieldError } from './field-error.tsx';
import { FieldLabel } from './field-label.tsx';

const meta = {
  title: 'Controls/Field',
  component: FieldLabel,
  args: { children: 'Quantidade de Reels', htmlFor: 'reels' },
} satisfies Meta<typeof FieldLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Label: Story = {};
export const RequiredLabel: Story = { args: { required: true } };

export const LabelWithError: Story = {
  render: () => (
    <Stack gap={4} maw={320}>
      <FieldLabel htmlFor="perfil" required>
        Perfil do Instagram
      </FieldLabel>
      <Group id="perfil" gap="xs" role="radiogroup" aria-describedby="perfil-erro">
        (cartões de perfil)
      </Group>
      <FieldError id="perfil-erro">Selecione um perfil.</FieldError>
    </Stack>
  ),
};

export const ErrorLine: Story = {
  render: () => <FieldError>Por favor, insira um código de cupom</FieldError>,
};
