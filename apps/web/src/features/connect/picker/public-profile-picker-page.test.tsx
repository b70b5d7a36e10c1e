import { ApiError } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createAuth } from '../../../lib/auth.ts';
import { rememberedPath } from '../../../lib/remembered-path.ts';
import { readAccessToken } from '../../../lib/session.ts';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { callsTo, fakeApi, pending } from '../../../test/fake-api.ts';
import { accountOf } from '../connect-test-utils.tsx';
import { PublicProfilePickerPage } from './public-profile-picker-page.tsx';

const PROFILES = '/v3/connect/public/instagram/profiles';
const SIGN_UP = '/v3/connect/public/instagram';

async function setup(signUp: () => Promise<unknown> = () => Promise.resolve({ accessToken: 'session-1', level: 'bronze' }), list = true) {
  const { api, request } = fakeApi((_method, path) => {
    if (path === PROFILES) return Promise.resolve({ profiles: list ? [{ username: 'ana.fit', name: 'Ana Lima', profilePictureUrl: null }] : [] });
    if (path === SIGN_UP) return signUp();
    return pending();
  });
  const auth = createAuth();
  const { queryClient, router, wrapper } = await createAppWrapper({ api, auth, path: '/instagram/connect/select-profile' });
  render(<PublicProfilePickerPage accessToken="public-pick" />, { wrapper });
  return { request, auth, queryClient, router, user: userEvent.setup() };
}

mountToasterForEachTest();
beforeEach(() => {
  localStorage.clear();
});
afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

describe('the public profile picker (/instagram/connect/select-profile)', () => {
  it('makes the account from the chosen profile, signs it in like any sign-in, and goes to congrats', async () => {
    rememberedPath.save('/credits');
    const { request, auth, queryClient, router, user } = await setup();
    queryClient.setQueryData(accountKeys.me(), accountOf());

    await user.click(await screen.findByRole('radio', { name: /ana\.fit/ }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/congrats'));
    expect(callsTo(request, SIGN_UP, 'post')[0]?.[2]).toMatchObject({ json: { accessToken: 'public-pick', username: 'ana.fit' } });
    expect(auth.isLoggedIn()).toBe(true);
    expect(readAccessToken()).toBe('session-1');
    // A fresh cache for the new session; the remembered page is used up.
    expect(queryClient.getQueryData(accountKeys.me())).toBeUndefined();
    expect(rememberedPath.peek()).toBeNull();
    expect(screen.getByText('Sucesso! Você já está conectado(a) com seu Instagram.')).toBeInTheDocument();
  });

  it("says 'Conta já cadastrada.' when the profile already has an account, and signs nobody in", async () => {
    const { auth, router, user } = await setup(() =>
      Promise.reject(new ApiError(409, { detail: 'Conta já cadastrada.', code: 'ACCOUNT_ALREADY_EXISTS' })),
    );
    await user.click(await screen.findByRole('radio', { name: /ana\.fit/ }));
    await user.click(screen.getByRole('button', { name: 'Finalizar' }));
    expect(await screen.findByText('Conta já cadastrada.')).toBeInTheDocument();
    expect(auth.isLoggedIn()).toBe(false);
    expect(router.state.location.pathname).toBe('/instagram/connect/select-profile');
  });

  it('starts over from /register when no profile is reachable', async () => {
    await setup(undefined, false);
    const dialog = await screen.findByRole('dialog', { name: 'Como conectar seu Instagram' });
    expect(within(dialog).getByRole('link', { name: 'Tentar novamente' })).toHaveAttribute('href', '/register');
  });
});
