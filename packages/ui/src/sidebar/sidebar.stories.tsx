import type { Meta, StoryObj } from '@storybook/react-vite';
import { samplePhoto } from '../test/fixtures.ts';
import { inBox, navigationArgs } from '../test/story-helpers.tsx';
import { Sidebar } from './sidebar.tsx';

const meta = {
  title: 'Navigation/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
  args: navigationArgs,
  decorators: [inBox({ w: 284, h: '100vh', style: { borderRight: '1px solid var(--mantine-color-default-border)' } })],
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Gold: Story = {};
export const Silver: Story = {
  args: { user: { name: 'Bruno Carvalho', picture: samplePhoto, level: 'silver' }, currentPath: '/publis' },
};
export const BronzeWithInitials: Story = {
  args: { user: { name: 'Carla Dias', picture: null, level: 'bronze' }, currentPath: '/media-kit/edit', creditBalance: 0 },
};
export const CreditsActive: Story = { args: { currentPath: '/credits', creditBalance: 1 } };
export const AccountActive: Story = { args: { currentPath: '/account' } };
export const BalanceUnknown: Story = { args: { currentPath: '/aira/clone', creditBalance: undefined } };
export const UnreadNotifications: Story = { args: { unreadNotifications: 3 } };
/** The account still on its way: the menu is usable, the person's block a placeholder. */
export const AccountLoading: Story = { args: { user: undefined, creditBalance: undefined } };
