import { levels } from '@ma/domain';
import { Group, Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LevelMedal } from './level-medal.tsx';

const meta = {
  title: 'Display/LevelMedal',
  component: LevelMedal,
  args: { level: 'gold', size: 'md', withLabel: true },
  argTypes: { level: { control: 'inline-radio', options: levels } },
} satisfies Meta<typeof LevelMedal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bronze: Story = { args: { level: 'bronze' } };
export const Silver: Story = { args: { level: 'silver' } };
export const Gold: Story = { args: { level: 'gold' } };

export const AllLevelsAndSizes: Story = {
  render: () => (
    <Stack>
      {(['md', 'sm'] as const).map((size) => (
        <Group key={size}>
          <LevelMedal level="bronze" size={size} />
          <LevelMedal level="silver" size={size} />
          <LevelMedal level="gold" size={size} />
          <LevelMedal level="gold" size={size} withLabel={false} />
        </Group>
      ))}
    </Stack>
  ),
};
