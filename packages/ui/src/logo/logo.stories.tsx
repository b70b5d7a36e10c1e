import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { inBox } from '../test/story-helpers.tsx';
import { Logo } from './logo.tsx';

const meta = {
  title: 'Brand/Logo',
  component: Logo,
  args: { variant: 'light', height: 40 },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {};

export const Dark: Story = {
  args: { variant: 'dark' },
  decorators: [inBox({ p: 'lg', bg: '#140a24', style: { borderRadius: 16, display: 'inline-block' } })],
};

export const MarkOnly: Story = { args: { markOnly: true } };

export const Sizes: Story = {
  render: () => (
    <Stack>
      <Logo height={24} />
      <Logo height={32} />
      <Logo height={48} />
    </Stack>
  ),
};
