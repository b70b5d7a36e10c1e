import { ApiError, type ApiClient } from '@ma/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { readAccessToken, writeAccessToken } from '../../lib/session.ts';
import { accountOf } from '../../test/account-fixture.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { callsTo, fakeApi, pending, type Reply } from '../../test/fake-api.ts';
import { renderToaster } from '../../test/render-with-toaster.tsx';
import { UrlTokenPrompt } from './url-token-prompt.tsx';
import type { UrlTokenQuestion } from '../../lib/url-token-question.ts';

const ana = accountOf({ name: 'Ana Clara Souza', level: 'gold', email: 'ana@example.com' });
const bruno = { name: 'Bruno Lima', email: 'b***@example.com', level: 'silver' } as const;
const linkQuestion: UrlTokenQuestion = { token: 'sign-in-link-token', kind: 'link', link: bruno };

async function renderPrompt(question: UrlTokenQuestion, { session, reply = pending }: { session?: string; reply?: Reply } = {}) {
  if (session) writeAccessToken(session);
  const auth = createAuth();
  const { api, request } = fakeApi(reply);
  const { router, queryClient, wrapper } = await createAppWrapper({ api: api as ApiClient, auth, path: '/login' });
  queryClient.setQueryData(['credits', 'balance'], { balance: 7 });
  const onClose = vi.fn();
  render(<UrlTokenPrompt question={question} onClose={onClose} />, { wrapper });
  return { router, queryClient, auth, request, onClose, user: userEvent.setup() };
}

afterEach(() => {
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

describe('UrlTokenPrompt asks first', () => {
  it.each([
    {
      case: 'no one signed in: names the account with its masked e-mail, warns what stays there, and offers leaving first',
      question: linkQuestion,
      session: undefined,
      title: 'Entrar nesta conta?',
      text: 'Este link entra na conta de Bruno Lima (b***@example.com). Entre somente se a conta for sua: redes, CPF e chave PIX cadastrados nela ficam com quem é dono dela.',
      stay: 'Não entrar',
      enter: 'Entrar como Bruno',
    },
    {
      case: 'another account signed in: names both accounts and offers staying first',
      question: { ...linkQuestion, current: ana },
      session: 'session-token',
      title: 'Entrar em outra conta?',
      text: 'Este link entra na conta de Bruno Lima (b***@example.com). Você está conectado como Ana Clara Souza (ana@example.com).',
      stay: 'Continuar como Ana',
      enter: 'Entrar na outra conta',
    },
  ])('$case', async ({ question, session, title, text, stay, enter }) => {
    await renderPrompt(question, { session });
    expect(await screen.findByRole('dialog', { name: title })).toHaveTextContent(text);
    await waitFor(() => expect(screen.getByRole('button', { name: stay })).toHaveFocus());
    expect(screen.getByRole('button', { name: enter })).toBeInTheDocument();
  });
});

describe('UrlTokenPrompt, no one signed in', () => {
  it("'Não entrar' stores nothing and spends nothing", async () => {
    const { onClose, auth, request, router, user } = await renderPrompt(linkQuestion);
    await user.click(await screen.findByRole('button', { name: 'Não entrar' }));
    expect(onClose).toHaveBeenCalled();
    expect(readAccessToken()).toBeUndefined();
    expect(auth.isLoggedIn()).toBe(false);
    expect(request).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('Esc is leaving too', async () => {
    const { onClose, request, user } = await renderPrompt(linkQuestion);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    expect(readAccessToken()).toBeUndefined();
    expect(request).not.toHaveBeenCalled();
  });

  it("'Entrar como' spends the sign-in link for a session, forgets the cache and goes to the level's next step", async () => {
    const reply: Reply = (_method, path) =>
      path === '/v3/account/sign-in-link' ? Promise.resolve({ accessToken: 'new-session', level: 'silver' }) : pending();
    const { onClose, router, queryClient, auth, request, user } = await renderPrompt(linkQuestion, { reply });
    await user.click(await screen.findByRole('button', { name: 'Entrar como Bruno' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(callsTo(request, '/v3/account/sign-in-link', 'post').map(([, , options]) => options?.json)).toEqual([{ token: 'sign-in-link-token' }]);
    expect(readAccessToken()).toBe('new-session');
    expect(auth.isLoggedIn()).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(queryClient.getQueryData(['credits', 'balance'])).toBeUndefined();
  });

  it('a session token pasted in the link is taken as it is once confirmed', async () => {
    const { router, request, user } = await renderPrompt({ token: 'a.session.token', kind: 'session', link: { ...bruno, level: 'bronze' } });
    await user.click(await screen.findByRole('button', { name: 'Entrar como Bruno' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/edit'));
    expect(readAccessToken()).toBe('a.session.token');
    expect(request).not.toHaveBeenCalled();
  });

  it('a link refused on the way in (used meanwhile) enters nothing and says why', async () => {
    renderToaster();
    const refusal = new ApiError(400, { detail: 'Token inválido ou expirado.', code: 'TOKEN_INVALID' });
    const { onClose, auth, router, user } = await renderPrompt(linkQuestion, { reply: () => Promise.reject(refusal) });
    await user.click(await screen.findByRole('button', { name: 'Entrar como Bruno' }));
    expect(await screen.findByText('Token inválido ou expirado.')).toBeInTheDocument();
    expect(readAccessToken()).toBeUndefined();
    expect(auth.isLoggedIn()).toBe(false);
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/login');
  });
});

describe('UrlTokenPrompt, another account signed in', () => {
  const question: UrlTokenQuestion = { ...linkQuestion, current: ana };

  it('names an account without an e-mail by its name alone', async () => {
    await renderPrompt({ ...question, link: { ...bruno, email: null } }, { session: 'session-token' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Este link entra na conta de Bruno Lima. Você está');
  });

  it("'Continuar como' drops the link and keeps the session", async () => {
    const { onClose, request, user } = await renderPrompt(question, { session: 'session-token' });
    await user.click(await screen.findByRole('button', { name: 'Continuar como Ana' }));
    expect(onClose).toHaveBeenCalled();
    expect(readAccessToken()).toBe('session-token');
    expect(request).not.toHaveBeenCalled();
  });

  it("'Entrar na outra conta' signs in with the link and goes to its level's next step", async () => {
    const reply: Reply = () => Promise.resolve({ accessToken: 'bruno-session', level: 'silver' });
    const { router, user } = await renderPrompt(question, { session: 'session-token', reply });
    await user.click(await screen.findByRole('button', { name: 'Entrar na outra conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(readAccessToken()).toBe('bruno-session');
  });
});
