import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { AppLayout } from './app-layout.tsx';
import { TestLink } from '../test/test-link.tsx';

function renderLayout() {
  const onLogout = vi.fn();
  render(
    <AppLayout user={{ name: 'Bruno Carvalho', picture: null, level: 'silver' }} currentPath="/publis" onLogout={onLogout} linkComponent={TestLink}>
      <h1>Buscar publis</h1>
    </AppLayout>,
  );
  return { onLogout };
}

const openMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menu' }));
  return screen.getByRole('dialog', { name: 'Menu' });
};

describe('AppLayout', () => {
  it('renders the page beside the sidebar', () => {
    renderLayout();
    expect(screen.getByRole('main')).toHaveTextContent('Buscar publis');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("links the top bar's avatar to the account page", () => {
    renderLayout();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Minha conta: Bruno Carvalho' })).toHaveAttribute('href', '/account');
  });

  it('opens the drawer from the menu button and closes it on Escape', async () => {
    renderLayout();
    const menuButton = screen.getByRole('button', { name: 'Abrir menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const drawer = await openMenu();
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Buscar publis' })).toHaveAttribute('aria-current', 'page');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer after choosing an entry', async () => {
    renderLayout();
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Afiliação' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes the drawer with its close button and on the backdrop', async () => {
    renderLayout();
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Fechar menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await openMenu();
    const overlay = document.querySelector('.mantine-Drawer-overlay');
    expect(overlay).not.toBeNull();
    if (overlay) await userEvent.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('logs out from the drawer', async () => {
    const { onLogout } = renderLayout();
    const drawer = await openMenu();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
