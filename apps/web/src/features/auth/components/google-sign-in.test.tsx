import { ApiError } from '@ma/api-client';
import { toast } from '@ma/ui/toasts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../../lib/auth.ts';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { callsTo, fakeApi, pending, type Reply } from '../../../test/fake-api.ts';
import { renderToaster } from '../../../test/render-with-toaster.tsx';
import type { GoogleIdentityServices } from '../../../lib/google-identity.ts';
import { GoogleSignIn } from './google-sign-in.tsx';

const GOOGLE = '/v3/account/auth/google';

/** Google's script as already loaded: it hands the test the callback the button would call. */
function fakeGoogleIdentity() {
  const google: { callback?: (response: { credential?: string }) => void } = {};
  const id: GoogleIdentityServices = {
    initialize: (config) => void (google.callback = config.callback),
    renderButton: () => undefined,
  };
  window.google = { accounts: { id } };
  return google;
}

async function setup(reply: Reply) {
  const google = fakeGoogleIdentity();
  const { api, request } = fakeApi((method, path, options) =>
    path === '/v3/config' ? Promise.resolve({ googleClientId: 'cliente.apps.googleusercontent.com' }) : reply(method, path, options),
  );
  const auth = createAuth();
  const { wrapper } = await createAppWrapper({ api, auth, path: '/login' });
  renderToaster();
  render(<GoogleSignIn text="signin_with" />, { wrapper });
  await screen.findByRole('group', { name: 'Entrar com Google' });
  return { google, request, auth };
}

afterEach(() => {
  act(() => toast.clean());
  delete window.google;
});

describe('Entrar com Google', () => {
  it("shows the server's detail as an error toast when the account's address is not proven (409), and does not sign in", async () => {
    const detail =
      'Já existe uma conta com este e-mail que ainda não foi confirmada. Enviamos um link para redefinir a senha e confirmar o endereço.';
    const { google, request, auth } = await setup((method, path) =>
      path === GOOGLE ? Promise.reject(new ApiError(409, { detail, code: 'GOOGLE_ACCOUNT_UNVERIFIED' })) : pending(),
    );
    await vi.waitFor(() => expect(google.callback).toBeDefined());
    act(() => google.callback?.({ credential: 'credencial-do-google' }));

    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(callsTo(request, GOOGLE)[0]?.[2]).toMatchObject({ json: { credential: 'credencial-do-google' } });
    expect(auth.isLoggedIn()).toBe(false);
  });
});
