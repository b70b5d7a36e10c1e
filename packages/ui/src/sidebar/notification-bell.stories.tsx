import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DefaultLink } from './link-component.tsx';
import { NotificationBell } from './notification-bell.tsx';

const meta = {
  title: 'Navigation/NotificationBell',
  component: NotificationBell,
  args: { currentPath: '/', linkComponent: DefaultLink, unread: 3 },
  decorators: [
    (Story) => (
      <Group p="md">
        <Story />
      </Group>
    ),
  ],
} satisfies Meta<typeof NotificationBell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unread: Story = {};
export const OneUnread: Story = { args: { unread: 1 } };
export const ManyUnread: Story = { args: { unread: 120 } };
export const AllRead: Story = { args: { unread: 0 } };
export const CountUnknown: Story = { args: { unread: undefined } };
export const OnNotificationsPage: Story = { args: { currentPath: '/notifications', unread: 2 } };
