import { ApiError } from '@ma/api-client';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { callsTo, pending, type Reply } from '../../test/fake-api.ts';
import { UnsubscribePage } from './unsubscribe-page.tsx';

const TOKEN = 'q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM';
const LINK = `/v3/notifications/unsubscribe/${TOKEN}`;

const setup = (reply: Reply) => renderWithFakeApi(<UnsubscribePage token={TOKEN} />, reply, `/unsubscribe/${TOKEN}`);

describe('the unsubscribe page (/unsubscribe/{token})', () => {
  it('asks before turning off e-mail, then turns off only that kind', async () => {
    const { request, user } = await setup((method, path) => {
      if (path !== LINK) return pending();
      return Promise.resolve({ kind: 'application_accepted', email: method === 'get' });
    });
    expect(await screen.findByRole('heading', { name: 'Parar de receber estes e-mails?' })).toBeInTheDocument();
    expect(screen.getByText(/Você deixa de receber e-mails de “Candidatura aceita”/)).toBeInTheDocument();
    // Opening the link changed nothing.
    expect(callsTo(request, LINK, 'post')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancelar estes e-mails' }));
    expect(await screen.findByRole('heading', { name: 'Pronto!' })).toBeInTheDocument();
    expect(screen.getByText(/Você não vai mais receber e-mails de “Candidatura aceita”/)).toBeInTheDocument();
    expect(callsTo(request, LINK, 'post')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Entrar para ajustar meus avisos' })).toHaveAttribute('href', '/login');
  });

  it('says so when that kind’s e-mail is already off', async () => {
    await setup((_method, path) => (path === LINK ? Promise.resolve({ kind: 'payout_made', email: false }) : pending()));
    expect(await screen.findByRole('heading', { name: 'Esses e-mails já estão desligados' })).toBeInTheDocument();
    expect(screen.getByText(/e-mails de “Pagamento de comissões”/)).toBeInTheDocument();
  });

  it('says the link no longer works for an unknown token, without offering a retry', async () => {
    await setup(() =>
      Promise.reject(
        new ApiError(404, {
          code: 'UNSUBSCRIBE_LINK_NOT_FOUND',
          detail: 'Este link para cancelar os e-mails não vale mais. Ajuste seus avisos em Minha conta.',
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Este link para cancelar os e-mails não vale mais.' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('keeps the question and says why when turning off fails', async () => {
    const { user } = await setup((method, path) => {
      if (path !== LINK) return pending();
      return method === 'get'
        ? Promise.resolve({ kind: 'level_reached', email: true })
        : Promise.reject(new ApiError(503, { detail: 'Estamos com instabilidade no banco de dados. Tente novamente em instantes.' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar estes e-mails' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Estamos com instabilidade no banco de dados. Tente novamente em instantes.');
    expect(screen.getByRole('button', { name: 'Cancelar estes e-mails' })).toBeEnabled();
  });
});
