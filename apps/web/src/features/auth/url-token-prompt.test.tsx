import type { ApiClient } from '@ma/api-client';
import { accountKeys } from '@ma/api-client/query';
import type { AccountInfo } from '@ma/api-client/schemas';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuth } from '../../lib/auth.ts';
import { readAccessToken, writeAccessToken } from '../../lib/session.ts';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { pending } from '../../test/fake-api.ts';
import { UrlTokenPrompt } from './url-token-prompt.tsx';
import { urlTokenQuestion, type UrlTokenQuestion } from './url-token.ts';

const account = (name: string, email: string | null, level: AccountInfo['user']['level']): AccountInfo => ({
  user: { name, level, email, hasPassword: true },
  profile: { picture: null },
  socials: [],
  view: { nps: false },
});
const question: UrlTokenQuestion = {
  token: 'link-token',
  other: account('Bruno Lima', 'bruno@example.com', 'silver'),
  current: account('Ana Clara Souza', 'ana@example.com', 'gold'),
};

async function renderPrompt() {
  writeAccessToken('session-token');
  const auth = createAuth();
  const { router, queryClient, wrapper } = await createAppWrapper({ api: { request: pending } as unknown as ApiClient, auth, path: '/publis' });
  queryClient.setQueryData(['credits', 'balance'], { balance: 7 });
  urlTokenQuestion.set(question);
  render(<UrlTokenPrompt question={question} />, { wrapper });
  return { router, queryClient, auth, user: userEvent.setup() };
}

afterEach(() => {
  urlTokenQuestion.set(undefined);
  document.cookie = 'ma_access-token=; Max-Age=0; Path=/';
});

describe('UrlTokenPrompt (a link for another account)', () => {
  it('names both accounts and offers staying first', async () => {
    await renderPrompt();
    const dialog = await screen.findByRole('dialog', { name: 'Entrar em outra conta?' });
    expect(dialog).toHaveTextContent(
      'Este link entra na conta de Bruno Lima (bruno@example.com). Você está conectado como Ana Clara Souza (ana@example.com).',
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar como Ana' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Entrar na outra conta' })).toBeInTheDocument();
  });

  it('names an account without an e-mail by its name alone', async () => {
    writeAccessToken('session-token');
    const { wrapper } = await createAppWrapper({ api: { request: pending } as unknown as ApiClient });
    render(<UrlTokenPrompt question={{ ...question, other: account('Bruno Lima', null, 'bronze') }} />, { wrapper });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Este link entra na conta de Bruno Lima. Você está');
  });

  it("'Continuar como' drops the link's token and keeps the session", async () => {
    const { router, user } = await renderPrompt();
    await user.click(await screen.findByRole('button', { name: 'Continuar como Ana' }));
    expect(urlTokenQuestion.get()).toBeUndefined();
    expect(readAccessToken()).toBe('session-token');
    expect(router.state.location.pathname).toBe('/publis');
  });

  it('Esc is staying too', async () => {
    const { user } = await renderPrompt();
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(urlTokenQuestion.get()).toBeUndefined();
    expect(readAccessToken()).toBe('session-token');
  });

  it("'Entrar na outra conta' signs in with the link, forgets the other account's data and goes to its level's next step", async () => {
    const { router, queryClient, auth, user } = await renderPrompt();
    await user.click(await screen.findByRole('button', { name: 'Entrar na outra conta' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/media-kit/connect'));
    expect(readAccessToken()).toBe('link-token');
    expect(auth.isLoggedIn()).toBe(true);
    expect(urlTokenQuestion.get()).toBeUndefined();
    expect(queryClient.getQueryData(['credits', 'balance'])).toBeUndefined();
    expect(queryClient.getQueryData(accountKeys.me())).toEqual(question.other);
  });
});
