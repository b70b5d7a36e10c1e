import { ApiError } from '@ma/api-client';
import { accountKeys, connectKeys } from '@ma/api-client/query';
import type { Connections } from '@ma/api-client/schemas';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { failsOnce, OUTAGE } from '../../../test/fails-once.ts';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { callsTo, fakeApi, pending, serving as servingGets, type Reply } from '../../../test/fake-api.ts';
import { accountOf, activeInstagram, connectionsOf, notConnected } from '../connect-test-utils.tsx';
import { browserNavigation } from '../leave-page.ts';
import { ConnectPage } from './connect-page.tsx';

const NETWORKS = '/v3/connect/networks';

const serving = (connections: Connections, others: Reply = pending) => servingGets({ [NETWORKS]: connections }, others);

async function setup(reply: Reply, level: 'bronze' | 'silver' | 'gold' = 'silver') {
  const { api, request } = fakeApi(reply);
  const { queryClient, wrapper } = await createAppWrapper({ api, path: '/media-kit/connect' });
  queryClient.setQueryData(accountKeys.me(), accountOf({ level }));
  render(<ConnectPage />, { wrapper });
  return { request, queryClient, user: userEvent.setup() };
}

const card = (name: 'Instagram' | 'TikTok') => screen.getByRole('region', { name });
const findCard = (name: 'Instagram' | 'TikTok') => screen.findByRole('region', { name });

mountToasterForEachTest();

describe('the connect page (/media-kit/connect)', () => {
  it('shows a card-shaped skeleton per network while loading, and why both networks matter', async () => {
    await setup(pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Conecte suas redes sociais' })).toBeInTheDocument();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByText('O nível Ouro precisa das duas redes: Instagram e TikTok conectados.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
  });

  it('shows an active connection: the profile, its numbers and when they were read', async () => {
    await setup(serving(connectionsOf([activeInstagram(), notConnected('tiktok')])));
    const instagram = await findCard('Instagram');
    for (const text of ['Conectado', 'Maria Souza', '@maria.cozinha', '12,5k', '4,25%', 'Atualizado em 10/05/2025']) {
      expect(within(instagram).getByText(text)).toBeInTheDocument();
    }
    expect(within(instagram).getByRole('button', { name: 'Atualizar' })).toBeEnabled();
    expect(within(instagram).getByRole('button', { name: 'Desconectar' })).toBeInTheDocument();
    expect(within(instagram).queryByRole('button', { name: /Conectar/ })).not.toBeInTheDocument();
  });

  it('shows a connection to reconnect: why, and a Reconectar that starts the flow again', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { request, user } = await setup(
      serving(connectionsOf([activeInstagram({ state: 'reconnect' }), notConnected('tiktok')]), (method, path) =>
        method === 'post' && path === '/v3/connect/instagram/authorize'
          ? Promise.resolve({ authorizeUrl: 'https://facebook.example/dialog?state=x' })
          : pending(),
      ),
    );
    const instagram = await findCard('Instagram');
    expect(within(instagram).getByText(/O acesso ao seu Instagram expirou ou foi revogado/)).toBeInTheDocument();
    await user.click(within(instagram).getByRole('button', { name: 'Reconectar' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://facebook.example/dialog?state=x'));
    expect(callsTo(request, '/v3/connect/instagram/authorize', 'post')).toHaveLength(1);
  });

  it('connects a network that is not connected by sending the browser to its consent page', async () => {
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
    const { user } = await setup(
      serving(connectionsOf([activeInstagram(), notConnected('tiktok')]), (method, path) =>
        method === 'post' && path === '/v3/connect/tiktok/authorize'
          ? Promise.resolve({ authorizeUrl: '/v3/dev/tiktok/authorize?state=y' })
          : pending(),
      ),
    );
    const tiktok = await findCard('TikTok');
    expect(within(tiktok).getByText('Não conectado')).toBeInTheDocument();
    await user.click(within(tiktok).getByRole('button', { name: 'Conectar TikTok' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/v3/dev/tiktok/authorize?state=y'));
  });

  it('says so, plainly, when a network is reached through the demo provider', async () => {
    await setup(serving(connectionsOf([activeInstagram(), notConnected('tiktok')], { instagram: 'demo', tiktok: 'demo' })));
    expect(
      await screen.findByText('Modo demonstração: a conexão usa um provedor de teste, nenhum dado real do Instagram é lido.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Modo demonstração: a conexão usa um provedor de teste, nenhum dado real do TikTok é lido.')).toBeInTheDocument();
  });

  it('disables connecting a network this server has not configured, and says why', async () => {
    await setup(serving(connectionsOf([notConnected('instagram'), notConnected('tiktok')], { instagram: 'live', tiktok: 'not_configured' })));
    const tiktok = await findCard('TikTok');
    expect(within(tiktok).getByText('A conexão com o TikTok não está configurada neste servidor.')).toBeInTheDocument();
    expect(within(tiktok).getByRole('button', { name: 'Conectar TikTok' })).toBeDisabled();
    expect(within(card('Instagram')).getByRole('button', { name: 'Conectar Instagram' })).toBeEnabled();
  });

  it("keeps 'Atualizar' off until the numbers may be read again, and says when", async () => {
    const soon = new Date(Date.now() + 3 * 60_000).toISOString();
    await setup(serving(connectionsOf([activeInstagram({ refreshAvailableAt: soon }), notConnected('tiktok')])));
    const instagram = await findCard('Instagram');
    const button = within(instagram).getByRole('button', { name: 'Atualizar' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/^Disponível às \d{2}:\d{2}$/);
  });

  it('refreshes the numbers and stores the answer; a refusal is toasted in the server’s words', async () => {
    const refreshed = connectionsOf([activeInstagram({ followers: 13_000 }), notConnected('tiktok')]);
    let refreshes = 0;
    const { queryClient, user } = await setup(
      serving(connectionsOf([activeInstagram(), notConnected('tiktok')]), (method, path) => {
        if (method !== 'post' || path !== '/v3/connect/instagram/refresh') return pending();
        refreshes += 1;
        return refreshes === 1
          ? Promise.resolve(refreshed)
          : Promise.reject(
              new ApiError(429, { detail: 'Os números foram atualizados há pouco. Tente novamente em 5 minutos.', code: 'STATS_REFRESH_TOO_SOON' }),
            );
      }),
    );
    await user.click(within(await findCard('Instagram')).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Números atualizados!')).toBeInTheDocument();
    expect(within(card('Instagram')).getByText('13k')).toBeInTheDocument();
    expect(queryClient.getQueryData(connectKeys.networks())).toEqual(refreshed);

    await user.click(within(card('Instagram')).getByRole('button', { name: 'Atualizar' }));
    expect(await screen.findByText('Os números foram atualizados há pouco. Tente novamente em 5 minutos.')).toBeInTheDocument();
  });

  it('asks before disconnecting, saying what it means, then disconnects and says the new level', async () => {
    let disconnected = false;
    const { request, user } = await setup((method, path) => {
      if (method === 'delete' && path === '/v3/connect/instagram') {
        disconnected = true;
        return Promise.resolve({ network: 'instagram', level: 'silver', previousLevel: 'gold' });
      }
      if (path === NETWORKS)
        return Promise.resolve(connectionsOf([disconnected ? notConnected('instagram') : activeInstagram(), activeInstagram({ network: 'tiktok' })]));
      return pending();
    }, 'gold');
    await user.click(within(await findCard('Instagram')).getByRole('button', { name: 'Desconectar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Desconectar Instagram?' });
    expect(within(dialog).getByText('Os números do seu Instagram deixam de aparecer no seu mídia kit.')).toBeInTheDocument();
    expect(within(dialog).getByText(/sem o Instagram, você deixa o nível Ouro/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(request, '/v3/connect/instagram', 'delete')).toHaveLength(0);

    await user.click(within(card('Instagram')).getByRole('button', { name: 'Desconectar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Desconectar Instagram?' })).getByRole('button', { name: 'Desconectar' }));
    expect(await screen.findByText('Instagram desconectado.')).toBeInTheDocument();
    expect(screen.getByText('Seu nível agora é Prata.')).toBeInTheDocument();
    await waitFor(() => expect(within(card('Instagram')).getByRole('button', { name: 'Conectar Instagram' })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and a retry that brings the cards', async () => {
    const { user } = await setup(failsOnce(NETWORKS, connectionsOf([notConnected('instagram'), notConnected('tiktok')])));
    expect(await screen.findByText('Não foi possível carregar suas redes')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await findCard('Instagram')).toBeInTheDocument();
  });

  it('opens the help dialog from its link', async () => {
    const { user } = await setup(pending);
    await user.click(screen.getByRole('button', { name: 'Como preparar seu Instagram' }));
    const dialog = await screen.findByRole('dialog', { name: 'Como conectar seu Instagram' });
    expect(within(dialog).getByText(/Contas vinculadas/)).toBeInTheDocument();
  });
});
