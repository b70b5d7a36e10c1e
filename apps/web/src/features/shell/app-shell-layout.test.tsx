import { accountKeys } from '@ma/api-client/query';
import { UNREAD_POLL_MS } from '@ma/api-client/query/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { callsTo, fakeApi, pending } from '../../test/fake-api.ts';
import { AppShellLayout } from './app-shell-layout.tsx';

const account = {
  user: { name: 'Ana Souza', level: 'gold', email: 'ana@example.com', hasPassword: true },
  profile: { picture: null },
  socials: [],
  view: { nps: false },
};

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
});
