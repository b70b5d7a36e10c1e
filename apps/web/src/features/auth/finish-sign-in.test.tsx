import type { ApiClient } from '@ma/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { rememberedPath } from '../../lib/remembered-path.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { LoginForm } from './components/login-form.tsx';
import { RegisterForm } from './components/register-form.tsx';

/** An API that signs in at `level` and leaves everything else (the Google config) unanswered. */
function apiSigningInAs(level: 'bronze' | 'silver' | 'gold') {
  const request = vi.fn((_method: string, path: string) =>
    path === '/v3/account/auth' || path === '/v3/account/register' ? Promise.resolve({ accessToken: 'tok', level }) : new Promise(() => undefined),
  );
  return { request } as unknown as ApiClient;
}

async function signInThrough(form: 'login' | 'register', level: 'bronze' | 'silver' | 'gold') {
  const auth = createAuth();
  const { router, wrapper } = await createAppWrapper({ api: apiSigningInAs(level), auth, path: `/${form}` });
  render(form === 'login' ? <LoginForm /> : <RegisterForm />, { wrapper });
  const user = userEvent.setup();
  // Pasted, not typed: these tests are about where a sign-in lands, and typing renders the form per key.
  const enter = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  if (form === 'register') await enter('Nome', 'Ana Souza');
  await enter('E-mail', 'ana@example.com');
  await enter('Senha', 'segredo-forte');
  await user.click(screen.getByRole('button', { name: form === 'login' ? 'Entrar' : 'Criar conta' }));
  await waitFor(() => expect(auth.isLoggedIn()).toBe(true));
  return router;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

describe.each(['login', 'register'] as const)('a sign-in through %s (useFinishSignIn)', (form) => {
  it("goes to the level's next step and uses up the remembered page, so a later sign-in does not land on it", async () => {
    rememberedPath.save('/credits');
    const router = await signInThrough(form, 'bronze');
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/edit'));
    expect(rememberedPath.peek()).toBeNull();
  });

  it('returns a level without a next step to the remembered page, once', async () => {
    rememberedPath.save('/credits');
    const router = await signInThrough(form, 'gold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    expect(rememberedPath.peek()).toBeNull();
  });

  it("returns to a mailed link the guest came to finish (an errand) before the level's next step", async () => {
    rememberedPath.save('/account/verify-email?verify_token=link-1', { errand: true });
    const router = await signInThrough(form, 'bronze');
    await waitFor(() => expect(router.state.location.href).toBe('/account/verify-email?verify_token=link-1'));
    expect(rememberedPath.peek()).toBeNull();
  });

  it('sends a level without a next step home when no page was remembered', async () => {
    const router = await signInThrough(form, 'gold');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
