import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.css';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { navigationArgs } from '../test/story-helpers.tsx';
import { AppLayout } from './app-layout.tsx';

function SamplePage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={28}>
          Olá, Ana!
        </Title>
        <Text c="dimmed">Veja as publis novas e acompanhe suas propostas.</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2, lg: 3 }}>
        {['Publis novas', 'Propostas enviadas', 'Comissões do mês'].map((title) => (
          <Paper key={title} p="lg" radius="lg" withBorder>
            <Text fw={700}>{title}</Text>
            <Text c="dimmed" size="sm">
              Conteúdo de exemplo da página.
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const meta = {
  title: 'Navigation/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { ...navigationArgs, children: <SamplePage /> },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = { globals: { viewport: { value: 'desktop1280', isRotated: false } } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };

/** The mobile drawer opened from the top bar's menu button. */
export const MobileMenuOpen: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Abrir menu' }));
    await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Menu' });
  },
};

export const SilverOnPublis: Story = {
  args: { user: { name: 'Bruno Carvalho', picture: null, level: 'silver' }, currentPath: '/publis' },
};

export const BronzeOnMediaKit: Story = {
  args: { user: { name: 'Carla Dias', picture: null, level: 'bronze' }, currentPath: '/media-kit/edit', creditBalance: 0 },
};

/** The bell in the top bar, beside the avatar, with what is unread. */
export const MobileWithUnread: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  args: { unreadNotifications: 5 },
};
