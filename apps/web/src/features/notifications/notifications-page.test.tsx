import { notificationKeys } from '@ma/api-client/query/notifications';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failsOnce, OUTAGE } from '../../test/fails-once.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { NotificationsPage } from './notifications-page.tsx';
import { NOTIFICATIONS, READ, callsTo, fakeApi, notificationOf, pageOf, pending, type Reply } from './notifications-test-utils.ts';

async function setup(reply: Reply) {
  const { api, request } = fakeApi(reply);
  const { wrapper, queryClient, router } = await createAppWrapper({ api, path: '/notifications' });
  render(<NotificationsPage />, { wrapper });
  return { request, queryClient, router, user: userEvent.setup() };
}

const older = notificationOf({
  id: '0b9e3c55-0000-4000-8000-000000000002',
  kind: 'payout_made',
  title: 'Pagamento enviado',
  text: 'Enviamos R$ 120,00 por PIX para a chave CPF ***.982.247-**.',
  path: '/affiliate/commissions',
  createdAt: new Date(Date.now() - 3 * 24 * 3_600_000).toISOString(),
  readAt: new Date().toISOString(),
});

describe('the notifications page (/notifications)', () => {
  it('shows skeletons while loading', async () => {
    await setup(pending);
    expect(screen.getByLabelText('Carregando as notificações')).toHaveAttribute('aria-busy', 'true');
  });

  it('lists them newest first with text, relative date, unread marking and each one’s link', async () => {
    await setup((method, path) => (method === 'get' && path === NOTIFICATIONS ? Promise.resolve(pageOf([notificationOf(), older], 1)) : pending()));
    const list = await screen.findByRole('list', { name: 'Notificações' });
    const [first, second] = within(list).getAllByRole('link');
    if (!first || !second) throw new Error('expected two notifications');
    expect(first).toHaveAttribute('href', '/publis?tab=candidaturas');
    expect(first).toHaveAttribute('data-unread');
    expect(first).toHaveTextContent('Não lida: Candidatura aceita');
    expect(first).toHaveTextContent('Sua candidatura para Sérum Vitamina C foi aceita!');
    expect(within(first).getByText('há 5 minutos')).toBeInTheDocument();
    expect(second).toHaveAttribute('href', '/affiliate/commissions');
    expect(second).not.toHaveAttribute('data-unread');
    expect(second).not.toHaveTextContent('Não lida');
    expect(within(second).getByText('há 3 dias')).toBeInTheDocument();
    expect(screen.getByText('Você tem 1 notificação não lida.')).toBeInTheDocument();
  });

  it('loads more with the server’s cursor', async () => {
    const { request, user } = await setup((method, path, { searchParams }) =>
      method === 'get' && path === NOTIFICATIONS
        ? Promise.resolve(searchParams?.cursor === 'next' ? pageOf([older], 1) : pageOf([notificationOf()], 1, 'next'))
        : pending(),
    );
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Pagamento enviado')).toBeInTheDocument();
    expect(callsTo(request, NOTIFICATIONS, 'get').map(([, , options]) => options?.searchParams)).toEqual([undefined, { cursor: 'next' }]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it("marks all read with 'Marcar todas como lidas', which clears the bell's count", async () => {
    let unread = 2;
    const { request, queryClient, user } = await setup((method, path) => {
      if (method === 'get' && path === NOTIFICATIONS)
        return Promise.resolve(pageOf([notificationOf({ readAt: unread ? null : new Date().toISOString() })], unread));
      if (method === 'post' && path === READ) {
        unread = 0;
        return Promise.resolve({ read: 2, unread: 0 });
      }
      return pending();
    });
    const button = await screen.findByRole('button', { name: 'Marcar todas como lidas' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(queryClient.getQueryData(notificationKeys.unread())).toBe(2);
    await user.click(button);
    expect(callsTo(request, READ, 'post')[0]?.[2]).toMatchObject({ json: { all: true } });
    expect(await screen.findByText('Tudo em dia por aqui.')).toBeInTheDocument();
    expect(queryClient.getQueryData(notificationKeys.unread())).toBe(0);
    await waitFor(() => expect(screen.getByRole('link', { name: /Candidatura aceita/ })).not.toHaveAttribute('data-unread'));
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('marks a notification read as it is opened, and opens its page', async () => {
    const { request, router, user } = await setup((method, path) => {
      if (method === 'get' && path === NOTIFICATIONS) return Promise.resolve(pageOf([notificationOf()], 1));
      if (method === 'post' && path === READ) return Promise.resolve({ read: 1, unread: 0 });
      return pending();
    });
    await user.click(await screen.findByRole('link', { name: /Candidatura aceita/ }));
    expect(callsTo(request, READ, 'post')[0]?.[2]).toMatchObject({ json: { ids: [notificationOf().id] } });
    await waitFor(() => expect(router.state.location.href).toBe('/publis?tab=candidaturas'));
  });

  it('says there is nothing yet', async () => {
    await setup((method, path) => (method === 'get' && path === NOTIFICATIONS ? Promise.resolve(pageOf([], 0)) : pending()));
    expect(await screen.findByRole('heading', { name: 'Nenhuma notificação por enquanto.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como lidas' })).toBeDisabled();
  });

  it('shows a failed load with the reason and a retry', async () => {
    const { user } = await setup(failsOnce(NOTIFICATIONS, pageOf([notificationOf()], 1)));
    expect(await screen.findByText('Não foi possível carregar suas notificações')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Candidatura aceita')).toBeInTheDocument();
  });
});
