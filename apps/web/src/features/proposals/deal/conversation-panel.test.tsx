import { ApiError } from '@ma/api-client';
import type { Conversation } from '@ma/api-client/schemas';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../../test/app-wrapper.tsx';
import { callsTo } from '../../../test/fake-api.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { ConversationPanel } from './conversation-panel.tsx';

const ID = '3b7e2f0c-2a3b-4c5d-8e9f-0a1b2c3d4e5f';
const PATH = `/v3/proposal/applications/${ID}/conversation`;

const conversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  applicationId: ID,
  withName: 'Lumière',
  unread: 1,
  seenAt: null,
  olderCursor: null,
  messages: [
    {
      id: 'm1',
      side: 'brand',
      authorName: 'Beatriz Lima',
      body: 'Oi! Veja https://lumiere.com.br',
      createdAt: '2026-03-02T12:00:00.000Z',
      mine: false,
    },
  ],
  ...overrides,
});

mountToasterForEachTest();

describe("the deal's conversation", () => {
  it('shows the messages, marks them read, and keeps the text in the box when a send fails', async () => {
    const { request, user } = await renderWithFakeApi(
      <ConversationPanel applicationId={ID} />,
      (method, path) => {
        if (method === 'get' && path === PATH) return Promise.resolve(conversation());
        if (path === `${PATH}/read`) return Promise.resolve(undefined);
        if (path === `${PATH}/messages`)
          return Promise.reject(
            new ApiError(429, { detail: 'Muitas mensagens enviadas em pouco tempo. Tente novamente em 1 minuto.', code: 'TOO_MANY_MESSAGES' }),
          );
        return Promise.reject(new Error(`unexpected ${method} ${path}`));
      },
      '/publis',
    );
    expect(await screen.findByRole('list', { name: 'Conversa com Lumière' })).toHaveTextContent('Oi! Veja https://lumiere.com.br');
    expect(screen.getByRole('link', { name: 'https://lumiere.com.br' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await waitFor(() => expect(callsTo(request, `${PATH}/read`, 'post')).toHaveLength(1));

    const box = screen.getByLabelText('Mensagem para Lumière');
    await user.type(box, 'Recebi, obrigada!');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Muitas mensagens enviadas em pouco tempo. Tente novamente em 1 minuto.')).toBeInTheDocument();
    expect(box).toHaveValue('Recebi, obrigada!');
    expect(callsTo(request, `${PATH}/messages`, 'post')[0]?.[2]).toMatchObject({ json: { body: 'Recebi, obrigada!' } });
  });

  it("says when the proposal's brand has no account to talk from", async () => {
    await renderWithFakeApi(
      <ConversationPanel applicationId={ID} />,
      () => Promise.reject(new ApiError(404, { detail: 'Conversa não encontrada.', code: 'CONVERSATION_NOT_FOUND' })),
      '/publis',
    );
    expect(await screen.findByText(/Esta marca ainda não conversa pela Mais Alcance/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it("loads the older messages above on 'Carregar mensagens anteriores', says when that fails, and asks again", async () => {
    const message = (id: string, body: string, minute: number) => ({
      id,
      side: 'brand' as const,
      authorName: 'Beatriz Lima',
      body,
      createdAt: `2026-03-02T12:${String(minute).padStart(2, '0')}:00.000Z`,
      mine: false,
    });
    let olderAnswers = 0;
    const { request, user } = await renderWithFakeApi(
      <ConversationPanel applicationId={ID} />,
      (method, path, options) => {
        const cursor = options.searchParams?.['cursor'];
        if (method === 'get' && path === PATH && cursor === undefined)
          return Promise.resolve(conversation({ unread: 0, olderCursor: 'antes-de-m2', messages: [message('m2', 'A mais nova', 2)] }));
        if (method === 'get' && path === PATH && cursor === 'antes-de-m2')
          return (olderAnswers += 1) === 1
            ? Promise.reject(new Error('offline'))
            : Promise.resolve(conversation({ unread: 0, olderCursor: null, messages: [message('m1', 'A mais antiga', 1)] }));
        return Promise.reject(new Error(`unexpected ${method} ${path}`));
      },
      '/publis',
    );
    const list = await screen.findByRole('list', { name: 'Conversa com Lumière' });
    expect(list).not.toHaveTextContent('A mais antiga');
    await user.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    expect(await screen.findByText('Não foi possível carregar as mensagens anteriores. Tente de novo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
    await waitFor(() => expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toHaveLength(2));
    const [first, second] = screen.getAllByRole('listitem');
    expect(first).toHaveTextContent('A mais antiga');
    expect(second).toHaveTextContent('A mais nova');
    // Nothing older: the button goes, and the page sizes asked were the apps' own.
    expect(screen.queryByRole('button', { name: 'Carregar mensagens anteriores' })).toBeNull();
    expect(callsTo(request, PATH, 'get').map((call) => call[2]?.searchParams)).toEqual([
      { limit: '50' },
      { cursor: 'antes-de-m2', limit: '50' },
      { cursor: 'antes-de-m2', limit: '50' },
    ]);
  });
});
