import { Anchor, Stack, TextInput } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button.tsx';
import { GuestPage } from './guest-page.tsx';
import { PageHeader } from './page-header.tsx';
import { PageLoader } from './page-loader.tsx';

const meta = { title: 'Internal apps/Page', component: PageHeader, args: { title: 'Equipe' } } satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Header: Story = {};

export const HeaderWithDescriptionAndAction: Story = {
  args: { description: 'Quem entra na conta da Marca.', action: <Button>Convidar pessoa</Button> },
};

export const Loader: Story = { render: () => <PageLoader /> };

export const Guest: Story = {
  render: () => (
    <GuestPage
      app="Para marcas"
      title="Entrar"
      footer={
        <>
          Ainda não tem conta? <Anchor href="#">Cadastre a sua marca</Anchor>
        </>
      }
    >
      <Stack>
        <TextInput label="E-mail" />
        <Button>Entrar</Button>
      </Stack>
    </GuestPage>
  ),
};
