import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { TestLink } from '../test/test-link.tsx';
import { NotificationBell } from './notification-bell.tsx';
import { Sidebar } from './sidebar.tsx';
import { AppLayout } from './app-layout.tsx';

const user = { name: 'Ana Maria Souza', picture: null, level: 'gold' } as const;

describe('NotificationBell', () => {
  it.each([
    [undefined, 'Notificações', null],
    [0, 'Notificações', null],
    [1, 'Notificações: 1 não lida', '1'],
    [3, 'Notificações: 3 não lidas', '3'],
    [120, 'Notificações: 99+ não lidas', '99+'],
  ])('with %s unread reads "%s" and shows %s', (unread, name, shown) => {
    render(<NotificationBell unread={unread} currentPath="/" linkComponent={TestLink} />);
    const bell = screen.getByRole('link', { name });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent(shown ?? /^$/);
    expect(bell).not.toHaveAttribute('aria-current');
  });

  it('is marked as the current page on /notifications and closes the drawer when followed', async () => {
    const onNavigate = vi.fn();
    render(<NotificationBell unread={2} currentPath="/notifications" linkComponent={TestLink} onNavigate={onNavigate} />);
    const bell = screen.getByRole('link', { name: 'Notificações: 2 não lidas' });
    expect(bell).toHaveAttribute('aria-current', 'page');
    await userEvent.click(bell);
    expect(onNavigate).toHaveBeenCalledOnce();
  });

  it('stands beside the sidebar logo, through the app link, outside the main menu', () => {
    render(<Sidebar user={user} currentPath="/" onLogout={vi.fn()} linkComponent={TestLink} unreadNotifications={4} />);
    const bell = screen.getByRole('link', { name: 'Notificações: 4 não lidas' });
    expect(bell).toHaveAttribute('data-router-link');
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).not.toContainElement(bell);
  });

  it('stands in the mobile top bar too, beside the avatar', () => {
    render(
      <AppLayout user={user} currentPath="/" onLogout={vi.fn()} linkComponent={TestLink} unreadNotifications={1}>
        <h1>Início</h1>
      </AppLayout>,
    );
    expect(screen.getByRole('banner')).toContainElement(screen.getAllByRole('link', { name: 'Notificações: 1 não lida' })[0] ?? null);
  });
});
