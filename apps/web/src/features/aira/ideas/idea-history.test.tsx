import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failsOnce, OUTAGE } from '../../../test/fails-once.ts';
import { renderWithFakeApi } from '../../../test/app-wrapper.tsx';
import { callsTo, generationFixture, ideaFixture, IDEAS, pending, type Reply } from '../aira-test-utils.tsx';
import { IdeaHistory } from './idea-history.tsx';

const setup = (reply: Reply) => renderWithFakeApi(<IdeaHistory />, reply, '/aira');

const history =
  (pages: Record<string, unknown>): Reply =>
  (method, path, { searchParams }) =>
    method === 'get' && path === IDEAS ? Promise.resolve(pages[String(searchParams?.cursor ?? '')]) : pending();

describe('the history of ideas', () => {
  it('shows skeletons while loading', async () => {
    await setup(pending);
    expect(screen.getByLabelText('Carregando o histórico')).toHaveAttribute('aria-busy', 'true');
  });

  it('says there is nothing yet', async () => {
    await setup(history({ '': { items: [], nextCursor: null } }));
    expect(await screen.findByText('Você ainda não gerou ideias. Escolha uma proposta ou escreva um tema para começar.')).toBeInTheDocument();
  });

  it('lists each request with its date, count, outcome, credits and writer, its ideas on demand', async () => {
    const { user } = await setup(
      history({
        '': {
          items: [
            generationFixture(),
            generationFixture({
              id: 'generation-2',
              source: 'theme',
              proposalId: null,
              title: 'Rotina de skincare',
              count: 2,
              cost: 2,
              status: 'failed',
              refunded: 2,
              ideas: [],
              provider: { kind: 'openai-compatible', model: 'gpt-4o-mini' },
              createdAt: '2026-10-04T15:00:00.000Z',
            }),
          ],
          nextCursor: null,
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Gerações anteriores' });
    const [done, failed] = within(list).getAllByRole('listitem');
    if (!done || !failed) throw new Error('expected two generations');
    expect(within(done).getByText('Campanha de verão · Lumière')).toBeInTheDocument();
    expect(within(done).getByText('05/10/2026 · 3 ideias · 3 créditos gastos')).toBeInTheDocument();
    expect(within(done).getByText('Concluída')).toBeInTheDocument();
    expect(within(done).getByText('Gerador offline (demonstração)')).toBeInTheDocument();
    expect(within(done).queryByRole('article')).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Ver ideias' }));
    expect(within(done).getAllByRole('article')).toHaveLength(3);
    expect(within(done).getByRole('button', { name: 'Ocultar ideias' })).toHaveAttribute('aria-expanded', 'true');

    expect(within(failed).getByText('04/10/2026 · 2 ideias · 2 créditos gastos · 2 créditos devolvidos')).toBeInTheDocument();
    expect(within(failed).getByText('Falhou')).toBeInTheDocument();
    expect(within(failed).getByText('Não foi possível gerar as ideias. Devolvemos 2 créditos ao seu saldo.')).toBeInTheDocument();
    expect(within(failed).getByText('Gerado por IA (gpt-4o-mini)')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Ver ideias' })).not.toBeInTheDocument();
  });

  it('loads more with the server’s cursor', async () => {
    const older = generationFixture({ id: 'generation-old', title: 'Tema antigo', count: 1, cost: 1, ideas: [ideaFixture(0)] });
    const { request, user } = await setup(
      history({ '': { items: [generationFixture()], nextCursor: 'cursor-2' }, 'cursor-2': { items: [older], nextCursor: null } }),
    );
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Tema antigo')).toBeInTheDocument();
    expect(callsTo(request, IDEAS, 'get').map(([, , options]) => options?.searchParams)).toEqual([undefined, { cursor: 'cursor-2' }]);
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('shows a failed load with the reason and a retry', async () => {
    const { user } = await setup(failsOnce(IDEAS, { items: [], nextCursor: null }));
    expect(await screen.findByText('Não foi possível carregar o histórico')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(/Você ainda não gerou ideias/)).toBeInTheDocument();
  });
});
