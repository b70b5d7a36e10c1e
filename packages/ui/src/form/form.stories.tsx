import { Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { FORM_ERROR } from './form-error.tsx';
import { FormSubmit } from './form-submit.tsx';

const meta = {
  title: 'Internal apps/FormSubmit',
  component: FormSubmit,
  args: { form: { errors: {}, submitting: false }, children: 'Entrar' },
  decorators: [
    (Story) => (
      <Stack maw={360}>
        <TextInput label="E-mail" />
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof FormSubmit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

export const Sending: Story = { args: { form: { errors: {}, submitting: true } } };

/** The server refused the whole form: its message above the button. */
export const Refused: Story = { args: { form: { errors: { [FORM_ERROR]: 'E-mail ou senha incorretos.' }, submitting: false } } };

export const Destructive: Story = { args: { color: 'red', children: 'Bloquear criador' } };
