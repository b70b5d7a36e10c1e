import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { isActive } from './is-active.ts';
import { Sidebar, type SidebarProps } from './sidebar.tsx';
import { TestLink } from '../test/test-link.tsx';

const user = { name: 'Ana Maria Souza', picture: null, level: 'gold' } as const;

function renderSidebar(props: Partial<SidebarProps> = {}) {
  const onLogout = vi.fn();
  render(<Sidebar user={user} currentPath="/" onLogout={onLogout} linkComponent={TestLink} {...props} />);
  return { onLogout, nav: screen.getByRole('navigation', { name: 'Menu principal' }) };
}

const entries = [
  ['Início', '/'],
  ['Monetize seu perfil', '/monetize'],
  ['Afiliação', '/affiliate/links'],
  ['Buscar publis', '/publis'],
  ['Aira', '/aira'],
  ['Créditos', '/credits'],
  ['Editar perfil', '/media-kit/edit'],
] as const;

describe('Sidebar', () => {
  it('renders every entry with its path, through the app link', () => {
    const { nav } = renderSidebar();
    for (const [label, href] of entries) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('data-router-link');
    }
    expect(within(nav).getByRole('button', { name: 'Sair' })).toBeInTheDocument();
  });

  it("links the privacy policy under 'Sair', through the app link, and closes the drawer with it", async () => {
    const onNavigate = vi.fn();
    const { nav } = renderSidebar({ onNavigate });
    const link = within(nav).getByRole('link', { name: 'Política de privacidade' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('uses a plain anchor when the app gives no link component', () => {
    render(<Sidebar user={user} currentPath="/" onLogout={vi.fn()} />);
    const link = screen.getByRole('link', { name: 'Buscar publis' });
    expect(link).toHaveAttribute('href', '/publis');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('shows the first name, photo fallback and level medal', () => {
    renderSidebar();
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ana Maria Souza' })).toHaveTextContent('AS');
    expect(screen.getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
  });

  it('keeps the menu and the way to her account while the account is on its way', () => {
    renderSidebar({ user: undefined });
    expect(screen.getByRole('link', { name: 'Minha conta' })).toHaveAttribute('href', '/account');
    expect(screen.getByRole('link', { name: 'Início' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Nível/ })).not.toBeInTheDocument();
  });

  it.each([
    ['/', 'Início'],
    ['/affiliate/commissions', 'Afiliação'],
    ['/aira/clone', 'Aira'],
    ['/credits', 'Créditos'],
    ['/media-kit/connect', 'Editar perfil'],
  ])('marks the entry for %s as the current page', (path, label) => {
    const { nav } = renderSidebar({ currentPath: path });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveAccessibleName(label);
  });

  it('collapses and expands the Aira group', async () => {
    const { nav } = renderSidebar();
    const toggle = within(nav).getByRole('button', { name: /Aira para criadores/ });
    expect(toggle).toHaveTextContent('Novo');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Aira' })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Aira' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: /Créditos/ })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Aira' })).toBeVisible();
  });

  it('links the person block to the account page, marked as the current page there', async () => {
    const onNavigate = vi.fn();
    renderSidebar({ onNavigate });
    const account = screen.getByRole('link', { name: /^Minha conta: Ana Maria Souza/ });
    expect(account).toHaveAttribute('href', '/account');
    expect(account).toHaveAttribute('data-router-link');
    expect(account).not.toHaveAttribute('aria-current');
    expect(within(account).getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
    await userEvent.click(account);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('marks the person block, and no menu entry, on the account page', () => {
    const { nav } = renderSidebar({ currentPath: '/account' });
    expect(screen.getByRole('link', { name: /^Minha conta: Ana Maria Souza/ })).toHaveAttribute('aria-current', 'page');
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page'),
    ).toHaveLength(0);
  });

  it('calls onLogout from Sair', async () => {
    const { onLogout, nav } = renderSidebar();
    await userEvent.click(within(nav).getByRole('button', { name: 'Sair' }));
    expect(onLogout).toHaveBeenCalledOnce();
  });

  it('shows the credit balance on Créditos only when known', () => {
    const { nav } = renderSidebar({ creditBalance: 12 });
    const credits = within(nav).getByRole('link', { name: /Créditos/ });
    expect(credits).toHaveAccessibleName('Créditos (saldo: 12 créditos)');
    expect(within(credits).getByText('12')).toBeVisible();
  });

  it('uses the singular for a balance of one', () => {
    const { nav } = renderSidebar({ creditBalance: 1 });
    expect(within(nav).getByRole('link', { name: /Créditos/ })).toHaveTextContent('(saldo: 1 crédito)');
  });

  it('has no badge while the balance is unknown', () => {
    const { nav } = renderSidebar();
    expect(within(nav).getByRole('link', { name: /Créditos/ })).toHaveAccessibleName('Créditos');
  });
});

describe('isActive', () => {
  it('matches home exactly and other entries by path segment', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/publis')).toBe(false);
    expect(isActive('/aira', '/aira/ugc-script/7')).toBe(true);
    expect(isActive('/aira', '/airaxyz')).toBe(false);
    expect(isActive('/publis', '/publis?q=moda')).toBe(true);
  });
});
