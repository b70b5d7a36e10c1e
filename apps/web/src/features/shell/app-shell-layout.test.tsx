import { accountKeys } from '@ma/api-client/query';
import { UNREAD_POLL_MS } from '@ma/api-client/query/notifications';
import { ApiError } from '@ma/api-client';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { accountOf } from '../../test/account-fixture.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { callsTo, fakeApi, pending } from '../../test/fake-api.ts';
import { AppShellLayout } from './app-shell-layout.tsx';

const account = accountOf({ name: 'Ana Souza', level: 'gold', email: 'ana@example.com' });

afterEach(() => {
  vi.useRealTimers();
});

describe('the private layout', () => {
  it("shows the unread count on the sidebar's bell, and asks again every minute", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let unread = 3;
    const { api, request } = fakeApi((method, path) =>
      method === 'get' && path === '/v3/notifications' ? Promise.resolve({ items: [], unread, cursor: null }) : pending(),
    );
    const { wrapper, queryClient } = await createAppWrapper({ api, path: '/publis' });
    queryClient.setQueryData(accountKeys.me(), account);
    render(<AppShellLayout>página</AppShellLayout>, { wrapper });
    const bell = await screen.findAllByRole('link', { name: 'Notificações: 3 não lidas' });
    expect(bell[0]).toHaveAttribute('href', '/notifications');

    unread = 1;
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_POLL_MS));
    expect((await screen.findAllByRole('link', { name: 'Notificações: 1 não lida' })).length).toBeGreaterThan(0);
    expect(callsTo(request, '/v3/notifications', 'get')).toHaveLength(2);
  });

  it('draws the menu and the page before the account arrives, then shows who she is', async () => {
    let answer!: (value: unknown) => void;
    const me = new Promise((resolve) => (answer = resolve));
    const { api } = fakeApi((method, path) => (method === 'get' && path === '/v3/account/me' ? me : pending()));
    const { wrapper } = await createAppWrapper({ api, path: '/publis' });
    render(<AppShellLayout>página</AppShellLayout>, { wrapper });
    expect(await screen.findByText('página')).toBeInTheDocument();
    expect(screen.getAllByRole('navigation', { name: 'Menu principal' }).length).toBeGreaterThan(0);
    for (const link of screen.getAllByRole('link', { name: 'Minha conta' })) expect(link).toHaveAttribute('href', '/account');
    expect(screen.queryByRole('img', { name: 'Ana Souza' })).not.toBeInTheDocument();

    answer(account);
    expect((await screen.findAllByRole('img', { name: 'Ana Souza' })).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Minha conta: Ana Souza' }).length).toBeGreaterThan(0);
  });

  it.each([
    ['answers', () => Promise.resolve(undefined)],
    ['fails', () => Promise.reject(new ApiError(503, undefined))],
  ])("'Sair' ends the session on the server, and signs out here when the call %s", async (_, answer) => {
    const { api, request } = fakeApi((method, path) => (method === 'post' && path === '/v3/account/auth/sign-out' ? answer() : pending()));
    const auth = createAuth();
    auth.signIn('token-da-sessao');
    const { wrapper, queryClient } = await createAppWrapper({ api, auth, path: '/publis' });
    queryClient.setQueryData(accountKeys.me(), account);
    render(<AppShellLayout>página</AppShellLayout>, { wrapper });
    const [sair] = await screen.findAllByRole('button', { name: 'Sair' });
    await userEvent.click(sair as HTMLElement);
    await waitFor(() => expect(auth.isLoggedIn()).toBe(false));
    expect(callsTo(request, '/v3/account/auth/sign-out', 'post')).toHaveLength(1);
  });
});
