import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { callsTo, fakeApi, pending, type FakeRequestOptions } from '../../../test/fake-api.ts';
import { accountOf } from '../connect-test-utils.tsx';
import { InstagramReturn } from './instagram-return.tsx';
import { TikTokReturn } from './tiktok-return.tsx';

type Reply = (method: string, path: string, options: FakeRequestOptions) => Promise<unknown>;
const STATE_INVALID = 'Este pedido de conexão expirou ou já foi usado. Comece a conexão de novo.';
const CANCELLED = 'Conexão cancelada. Nada foi alterado.';

/**
 * Renders `ui` as the app does, under StrictMode, whose effects run twice on mount: the call must
 * still run once. (StrictMode at the root: React double-runs effects only below a root-level one.)
 */
async function setup(ui: ReactElement, reply: Reply, path: string) {
  const { api, request } = fakeApi(reply);
  const { queryClient, router, wrapper: Providers } = await createAppWrapper({ api, path });
  render(
    <StrictMode>
      <Providers>{ui}</Providers>
    </StrictMode>,
  );
  return { request, queryClient, router };
}

mountToasterForEachTest();

describe('the Instagram return (/media-kit/connect/instagram-api)', () => {
  const exchange: Reply = (_method, path) =>
    path === '/v3/connect/instagram-api' ? Promise.resolve({ accessToken: 'pick-9', expiresIn: 900 }) : pending();

  it('exchanges the code once, even under StrictMode, and hands the token to the picker in the navigation state', async () => {
    const { request, router } = await setup(
      <InstagramReturn scope="own" search={{ code: 'c0de', state: 's7' }} />,
      exchange,
      '/media-kit/connect/instagram-api?code=c0de&state=s7',
    );
    expect(screen.getByText('Conectando seu Instagram')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/select-profile'));
    expect(callsTo(request, '/v3/connect/instagram-api')).toHaveLength(1);
    expect(callsTo(request, '/v3/connect/instagram-api')[0]?.[2]).toMatchObject({ searchParams: { code: 'c0de', state: 's7' } });
    expect(router.state.location.state.pickerToken).toBe('pick-9');
    // Never in the URL, and the spent callback address is replaced rather than kept in history.
    expect(router.state.location.href).not.toContain('pick-9');
    expect(router.history.length).toBe(1);
  });

  it('says a cancelled consent changed nothing and goes back to /media-kit/connect, without a call', async () => {
    const { request, router } = await setup(
      <InstagramReturn scope="own" search={{ error: 'access_denied' }} />,
      exchange,
      '/media-kit/connect/instagram-api?error=access_denied',
    );
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(request).not.toHaveBeenCalled();
    expect(screen.getAllByText(CANCELLED)).toHaveLength(1);
  });

  it("sends an expired state back to /media-kit/connect with the server's words", async () => {
    const { router } = await setup(
      <InstagramReturn scope="own" search={{ code: 'c0de', state: 'old' }} />,
      () => Promise.reject(new ApiError(400, { detail: STATE_INVALID, code: 'CONNECT_STATE_INVALID' })),
      '/media-kit/connect/instagram-api?code=c0de&state=old',
    );
    expect(await screen.findByText(STATE_INVALID)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
  });

  it('goes back quietly when opened without a code', async () => {
    const { request, router } = await setup(<InstagramReturn scope="own" search={{}} />, exchange, '/media-kit/connect/instagram-api');
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(request).not.toHaveBeenCalled();
  });

  it('in sign-up, uses the public exchange and the public picker, and starts over from /register', async () => {
    const ok = await setup(
      <InstagramReturn scope="public" search={{ code: 'c0de', state: 's7' }} />,
      (_method, path) => (path === '/v3/connect/public/instagram-api' ? Promise.resolve({ accessToken: 'pub-1', expiresIn: 900 }) : pending()),
      '/instagram/connect?code=c0de&state=s7',
    );
    await waitFor(() => expect(ok.router.state.location.pathname).toBe('/instagram/connect/select-profile'));
    expect(ok.router.state.location.state.pickerToken).toBe('pub-1');
  });

  it('in sign-up, a failure goes back to /register', async () => {
    const { router } = await setup(
      <InstagramReturn scope="public" search={{ code: 'c0de', state: 's7' }} />,
      () => Promise.reject(new ApiError(400, { detail: 'Erro inesperado, tente novamente mais tarde.', code: 'TOKEN_ERROR' })),
      '/instagram/connect?code=c0de&state=s7',
    );
    expect(await screen.findByText('Erro inesperado, tente novamente mais tarde.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});

describe('the TikTok return (/media-kit/connect/tiktok)', () => {
  it('connects once with the code, says so, refreshes the level and goes to congrats', async () => {
    const { request, queryClient, router } = await setup(
      <TikTokReturn search={{ code: 'tk', state: 's1' }} />,
      (_method, path) => (path === '/v3/connect/tiktok' ? Promise.resolve({ network: 'tiktok', level: 'gold', previousLevel: 'silver' }) : pending()),
      '/media-kit/connect/tiktok?code=tk&state=s1',
    );
    queryClient.setQueryData(accountKeys.me(), accountOf());
    expect(screen.getByText('Conectando seu TikTok')).toBeInTheDocument();
    expect(await screen.findByText('Sucesso! Seu TikTok está conectado.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/congrats'));
    expect(callsTo(request, '/v3/connect/tiktok', 'post')).toHaveLength(1);
    expect(callsTo(request, '/v3/connect/tiktok', 'post')[0]?.[2]).toMatchObject({ json: { code: 'tk', state: 's1' } });
    expect(queryClient.getQueryState(accountKeys.me())?.isInvalidated).toBe(true);
  });

  it('says a cancelled consent changed nothing and goes back to /media-kit/connect', async () => {
    const { request, router } = await setup(
      <TikTokReturn search={{ error: 'access_denied' }} />,
      pending,
      '/media-kit/connect/tiktok?error=access_denied',
    );
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(request).not.toHaveBeenCalled();
  });
});
