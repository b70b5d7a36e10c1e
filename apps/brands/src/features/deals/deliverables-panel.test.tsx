import { ApiError, type ApiClient } from '@ma/api-client';
import type { Deal } from '@ma/api-client/schemas';
import { dealFixture, deliverableFixture } from '@ma/api-client/testing';
import { renderWithTheme } from '@ma/app-kit/testing';
import { Toaster } from '@ma/ui/toasts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { DeliverablesPanel } from './deliverables-panel.tsx';

const DEAL = '/v3/brand/applications/app-1/deliverables';
const POST = 'https://www.instagram.com/p/C8xYz12AbCd/';
const STORY = 'https://www.instagram.com/stories/ana/3312345678901234567/';

type Item = Deal['items'][number];
const handedIn = (kind: 'post' | 'story', url: string) =>
  deliverableFixture(kind, { state: 'handed_in', url, handedInAt: '2026-11-21T12:00:00.000Z' });
const confirmed = (kind: 'post' | 'story', url: string) =>
  deliverableFixture(kind, { state: 'confirmed', url, confirmedAt: '2026-11-22T12:00:00.000Z' });
const deal = (items: Item[], changes: Partial<Deal> = {}): Deal => dealFixture({ applicationId: 'app-1', items, ...changes });

function render(panel: (api: ApiClient) => ReactNode, answers: Parameters<typeof fakeApi>[0]) {
  const { api, request } = fakeApi(answers);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    ...renderWithTheme(
      <QueryClientProvider client={client}>
        <Toaster />
        {panel(api)}
      </QueryClientProvider>,
    ),
    request,
  };
}

describe("the brand's deliverables", () => {
  it('confirms a handed-in item, and the last one concludes the deal', async () => {
    const { user, request } = render((api) => <DeliverablesPanel api={api} applicationId="app-1" />, {
      [`get ${DEAL}`]: deal([confirmed('post', POST), handedIn('story', STORY)]),
      [`post ${DEAL}/story-1/confirm`]: deal([confirmed('post', POST), confirmed('story', STORY)], {
        state: 'concluded',
        concludedAt: '2026-11-22T12:00:00.000Z',
      }),
    });
    expect(await screen.findByText(/pago diretamente pela marca/)).toBeInTheDocument();
    const story = screen.getByRole('listitem', { name: 'Story 1' });
    expect(within(story).getByRole('link', { name: STORY })).toHaveAttribute('target', '_blank');
    expect(within(screen.getByRole('listitem', { name: 'Post 1' })).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(story).getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Concluída')).toBeInTheDocument();
    expect(screen.getByText('Todas as entregas de Ana Clara foram confirmadas.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('post', `${DEAL}/story-1/confirm`, expect.anything());
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('asks for a change with a note, and keeps the note when the call fails', async () => {
    let fail = true;
    const sent: unknown[] = [];
    const { user } = render((api) => <DeliverablesPanel api={api} applicationId="app-1" />, {
      [`get ${DEAL}`]: deal([handedIn('post', POST), deliverableFixture('story')]),
      [`post ${DEAL}/post-1/changes`]: (json: { note: string }) => {
        sent.push(json);
        if (fail) throw new ApiError(503, { detail: 'Serviço fora do ar.' });
        return deal([deliverableFixture('post', { state: 'changes_requested', url: POST, note: json.note }), deliverableFixture('story')]);
      },
    });
    const post = await screen.findByRole('listitem', { name: 'Post 1' });
    await user.click(within(post).getByRole('button', { name: 'Pedir ajuste' }));
    await user.click(within(post).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(post).findByText('Escreva o que precisa mudar.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const note = within(post).getByLabelText('O que precisa mudar');
    await user.type(note, 'Marque a marca na legenda.');
    await user.click(within(post).getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Serviço fora do ar.')).toBeInTheDocument();
    expect(note).toHaveValue('Marque a marca na legenda.');

    fail = false;
    await user.click(within(post).getByRole('button', { name: 'Enviar pedido' }));
    expect(await within(post).findByText('Ajuste pedido: Marque a marca na legenda.')).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ note: 'Marque a marca na legenda.' });
    expect(within(post).queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('shows nothing before the brand accepts, and a retry when the deal cannot be read', async () => {
    const first = render((api) => <DeliverablesPanel api={api} applicationId="app-1" />, {
      [`get ${DEAL}`]: deal([deliverableFixture('post')], { state: 'waiting', acceptedAt: null }),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Entregas combinadas' })).not.toBeInTheDocument();
    first.unmount();
    render((api) => <DeliverablesPanel api={api} applicationId="app-1" />, { [`get ${DEAL}`]: new ApiError(500, undefined) });
    expect(await screen.findByText('Não foi possível carregar as entregas')).toBeInTheDocument();
  });
});
