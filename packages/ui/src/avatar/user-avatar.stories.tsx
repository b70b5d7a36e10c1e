import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { brokenPhoto, samplePhoto } from '../test/fixtures.ts';
import { UserAvatar } from './user-avatar.tsx';

const meta = { title: 'Display/UserAvatar', component: UserAvatar, args: { name: 'Ana Maria Souza', size: 'lg' } } satisfies Meta<typeof UserAvatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = { args: { src: samplePhoto } };
export const BrokenImage: Story = { args: { src: brokenPhoto } };
export const Initials: Story = { args: { src: null } };
export const SingleName: Story = { args: { name: 'Anitta', src: null } };

export const Sizes: Story = {
  render: () => (
    <Group>
      <UserAvatar name="Ana Maria Souza" src={samplePhoto} size="sm" />
      <UserAvatar name="Ana Maria Souza" size="md" />
      <UserAvatar name="Érico Veríssimo" src={brokenPhoto} size="lg" />
      <UserAvatar name="Beatriz Lima" size={72} />
    </Group>
  ),
};
