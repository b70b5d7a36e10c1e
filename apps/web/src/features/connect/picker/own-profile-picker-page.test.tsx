import { ApiError } from '@ma/api-client';
import { accountKeys, connectKeys, mediaKitKeys } from '@ma/api-client/query';
import { errorTable } from '@ma/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { connectErrorCodes } from '../connect-error.ts';
import { callsTo, fakeApi, pending, type FakeRequestOptions } from '../../../test/fake-api.ts';
import { accountOf } from '../connect-test-utils.tsx';
import { OwnProfilePickerPage } from './own-profile-picker-page.tsx';

const PROFILES = '/v3/connect/instagram/profiles';
const CONNECT = '/v3/connect/instagram';
const HINT = 'Não foi possível acessar seu perfil de Instagram. Você precisa vincular uma página do Facebook ao seu Instagram.';
const profiles = [
  { username: 'maria.cozinha', name: 'Maria Souza', profilePictureUrl: null },
  { username: 'maria.viagens', name: 'Maria Viaja', profilePictureUrl: 'https://cdn.example.com/m.jpg' },
];

type Reply = (method: string, path: string, options: FakeRequestOptions) => Promise<unknown>;

const server =
  (overrides: { profiles?: () => Promise<unknown>; connect?: () => Promise<unknown> } = {}): Reply =>
  (method, path) => {
    if (path === PROFILES) return overrides.profiles?.() ?? Promise.resolve({ profiles });
    if (path === CONNECT) return overrides.connect?.() ?? Promise.resolve({ network: 'instagram', level: 'gold', previousLevel: 'silver' });
    if (path === '/v3/account/me') return Promise.resolve(accountOf({ level: 'gold' }));
    return pending();
  };

async function setup(reply: Reply = server()) {
  const { api, request } = fakeApi(reply);
  const { queryClient, router, wrapper } = await createAppWrapper({ api, path: '/media-kit/select-profile' });
  // Reads the picker's success must refresh, already in the cache.
  queryClient.setQueryData(accountKeys.me(), accountOf());
  queryClient.setQueryData(mediaKitKeys.own(), { username: 'maria' });
  queryClient.setQueryData(connectKeys.networks(), { networks: [], providers: { instagram: 'live', tiktok: 'live' } });
  render(<OwnProfilePickerPage accessToken="pick-1" />, { wrapper });
  return { request, queryClient, router, user: userEvent.setup() };
}

const finish = () => screen.getByRole('button', { name: 'Finalizar' });

mountToasterForEachTest();

describe('the private profile picker (/media-kit/select-profile)', () => {
  it('lists the profiles the token reaches as radio cards, asking with the token from the navigation state', async () => {
    const { request } = await setup();
    expect(screen.getByRole('heading', { name: 'Selecione seu Instagram' })).toBeInTheDocument();
    const cards = await screen.findAllByRole('radio');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Maria Souza')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('@maria.cozinha')).toBeInTheDocument();
    expect(callsTo(request, PROFILES)[0]?.[2]).toEqual({ searchParams: { access_token: 'pick-1' }, schema: expect.anything() });
  });

  it("refuses 'Finalizar' without a choice, inline, without calling the server", async () => {
    const { request, user } = await setup();
    await screen.findAllByRole('radio');
    await user.click(finish());
    expect(await screen.findByText('Selecione um perfil.')).toBeInTheDocument();
    expect(callsTo(request, CONNECT)).toHaveLength(0);
  });

  it('connects the chosen profile, says so, refreshes the account, kit and connections, and goes to congrats', async () => {
    const { request, queryClient, router, user } = await setup();
    await user.click(await screen.findByRole('radio', { name: /maria\.viagens/ }));
    await user.click(finish());

    expect(await screen.findByText('Sucesso! Você já está conectado(a) com seu Instagram.')).toBeInTheDocument();
    expect(callsTo(request, CONNECT, 'post')[0]?.[2]).toMatchObject({ json: { accessToken: 'pick-1', username: 'maria.viagens' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/congrats'));
    // The level may have changed: the account (the sidebar's medal), the kit and the connections are stale.
    expect(queryClient.getQueryState(accountKeys.me())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(mediaKitKeys.own())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(connectKeys.networks())?.isInvalidated).toBe(true);
  });

  it.each(connectErrorCodes)('shows a refused %s as a toast with its product text, and stays', async (code) => {
    const { router, user } = await setup(
      server({ connect: () => Promise.reject(new ApiError(errorTable[code].status, { detail: errorTable[code].message, code })) }),
    );
    await user.click(await screen.findByRole('radio', { name: /maria\.cozinha/ }));
    await user.click(finish());
    expect(await screen.findByText(errorTable[code].message)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/media-kit/select-profile');
    expect(finish()).toBeEnabled();
  });

  it('opens the help dialog, with its hint and a way to start over, when no profile is reachable', async () => {
    await setup(server({ profiles: () => Promise.resolve({ profiles: [] }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Como conectar seu Instagram' });
    expect(within(dialog).getByText(HINT)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/media-kit/connect');
    expect(finish()).toBeDisabled();
  });

  it('toasts a failed list with its code’s text and opens the help dialog; closed, the page still offers it', async () => {
    const code = 'INSTAGRAM_NOT_CONNECTED_WITH_PAGE';
    const { user } = await setup(server({ profiles: () => Promise.reject(new ApiError(422, { detail: errorTable[code].message, code })) }));
    expect(await screen.findByText(errorTable[code].message)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Como conectar seu Instagram' });
    expect(within(dialog).getByText(HINT)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText(HINT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/media-kit/connect');
    await user.click(screen.getByRole('button', { name: 'Ver como resolver' }));
    expect(await screen.findByRole('dialog', { name: 'Como conectar seu Instagram' })).toBeInTheDocument();
  });
});
