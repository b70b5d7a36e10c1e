import { ApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import {
  BALANCE,
  callsTo,
  controlledStream,
  fakeApi,
  generationFixture,
  ideaFixture,
  IDEAS,
  pending,
  PROPOSAL_ID,
  proposalFixture,
  proposalPage,
  PROPOSALS,
  serving,
  type Reply,
} from '../aira-test-utils.tsx';
import { IdeasPage } from './ideas-page.tsx';

const emptyHistory = { items: [], nextCursor: null };

async function setup(reply: Reply, { proposalId }: { proposalId?: string } = {}) {
  const { api, request } = fakeApi(reply);
  const { wrapper, queryClient } = await createAppWrapper({ api, path: '/aira' });
  render(<IdeasPage proposalId={proposalId} />, { wrapper });
  return { request, queryClient, user: userEvent.setup() };
}

/** The page's usual server: 10 credits, one open proposal, an empty history; posts go to `post`. */
const server = (post: Reply = pending, routes: Record<string, unknown> = {}) =>
  serving({ [BALANCE]: { balance: 10 }, [PROPOSALS]: proposalPage([proposalFixture()]), [IDEAS]: emptyHistory, ...routes }, post);

const generateButton = (name = /^Gerar \d+ ideias?$/) => screen.getByRole('button', { name });
const ideaCards = () => within(screen.getByRole('region', { name: 'Ideias geradas' })).queryAllByRole('article');
const idempotencyKeyOf = (call: unknown[] | undefined) =>
  (call?.[2] as { headers?: Record<string, string> } | undefined)?.headers?.['Idempotency-Key'];

/** Opens the page on the linked proposal, the generation's posts answered by `post`, and asks for the ideas. */
async function generateFor(post: Reply) {
  const page = await setup(server(post), { proposalId: PROPOSAL_ID });
  await screen.findByText('Seu saldo: 10 créditos');
  await page.user.click(generateButton());
  return page;
}

/** A stream's first two events: the generation started (the balance after its charge), and its first idea. */
function sendStartAndFirstIdea(stream: ReturnType<typeof controlledStream>) {
  stream.send({ type: 'started', generation: generationFixture({ status: 'generating', ideas: [] }), balance: 7 });
  stream.send({ type: 'idea', idea: ideaFixture(0) });
}

async function pickProposal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('combobox', { name: 'Proposta' }));
  await user.click(await screen.findByRole('option', { name: 'Campanha de verão · Lumière' }));
}

mountToasterForEachTest();

describe('the ideas page (/aira)', () => {
  it('says what the ideas cost and the balance before anything is sent, following the count', async () => {
    const { request, user } = await setup(server());
    expect(screen.getByRole('heading', { level: 1, name: 'Aira para criadores' })).toBeInTheDocument();
    expect(screen.getByText('Gerar 3 ideias custa 3 créditos.')).toBeInTheDocument();
    expect(await screen.findByText('Seu saldo: 10 créditos')).toBeInTheDocument();
    const slider = screen.getByRole('slider', { name: 'Quantas ideias' });
    act(() => slider.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByText('Gerar 4 ideias custa 4 créditos.')).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByText('Gerar 1 ideia custa 1 crédito.')).toBeInTheDocument();
    expect(generateButton()).toHaveAccessibleName('Gerar 1 ideia');
    expect(callsTo(request, IDEAS, 'post')).toHaveLength(0);
    const nav = screen.getByRole('navigation', { name: 'Aira' });
    expect(within(nav).getByRole('link', { name: 'Criar roteiro UGC' })).toHaveAttribute('href', '/aira/create-ugc-script');
    expect(within(nav).getByRole('link', { name: 'Clone sua voz' })).toHaveAttribute('href', '/aira/clone');
  });

  it('starts from the proposal a link names and shows its brief', async () => {
    await setup(server(), { proposalId: PROPOSAL_ID });
    const brief = await screen.findByRole('region', { name: 'Briefing da proposta' });
    expect(within(brief).getByText('Campanha de verão')).toBeInTheDocument();
    expect(within(brief).getByText('Lumière')).toBeInTheDocument();
    expect(within(brief).getByText('Divulgue o novo protetor solar com toque seco.')).toBeInTheDocument();
    expect(within(brief).getByText('Beleza')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proposta' })).toHaveValue('Campanha de verão · Lumière'));
  });

  it('reads a linked proposal that is not among the newest from its public page', async () => {
    const other = proposalFixture({ id: 'b2c3d4e5-0000-4000-8000-000000000000', name: 'Lançamento antigo', brandName: 'Casa Azul' });
    await setup(server(pending, { [`/v3/proposal/${other.id}/public`]: other }), { proposalId: other.id });
    expect(within(await screen.findByRole('region', { name: 'Briefing da proposta' })).getByText('Casa Azul')).toBeInTheDocument();
    // The Select shows the proposal once its options include it, a render after the brief.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proposta' })).toHaveValue('Lançamento antigo · Casa Azul'));
  });

  it('picks nothing when the linked proposal is closed or unknown', async () => {
    const gone = 'c3d4e5f6-0000-4000-8000-000000000000';
    const { request } = await setup(
      server((method, path) =>
        path === `/v3/proposal/${gone}/public` ? Promise.reject(new ApiError(404, { detail: 'Proposta não encontrada.' })) : pending(),
      ),
      { proposalId: gone },
    );
    await waitFor(() => expect(callsTo(request, `/v3/proposal/${gone}/public`)).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Proposta' })).toBeEnabled());
    expect(screen.getByRole('combobox', { name: 'Proposta' })).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Briefing da proposta' })).not.toBeInTheDocument();
  });

  it('refuses, before any call, a balance shorter than the cost, and links to /credits', async () => {
    const { request, user } = await setup(server(pending, { [BALANCE]: { balance: 2 } }), { proposalId: PROPOSAL_ID });
    expect(await screen.findByText('Créditos insuficientes: você tem 2 créditos e esta ação precisa de 3 créditos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/credits');
    expect(generateButton()).toBeDisabled();
    const slider = screen.getByRole('slider', { name: 'Quantas ideias' });
    act(() => slider.focus());
    await user.keyboard('{ArrowLeft}');
    expect(screen.queryByText(/Créditos insuficientes/)).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
    expect(callsTo(request, IDEAS, 'post')).toHaveLength(0);
  });

  it('shows Aira as unavailable on a server without a writer, and sends nothing', async () => {
    const config = { googleClientId: null, demoMode: false, mailDelivery: 'smtp', instagramSignUp: false, aiAvailable: false };
    const { request } = await setup(server(pending, { '/v3/config': config }), { proposalId: PROPOSAL_ID });
    expect(await screen.findByText('A Aira ainda não está disponível neste servidor. Nenhum crédito foi cobrado.')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();
    expect(callsTo(request, IDEAS, 'post')).toHaveLength(0);
  });

  it('checks the brief with the API’s schema: a proposal to pick, a theme to write, at most 500 characters', async () => {
    const { request, user } = await setup(server());
    await screen.findByText('Seu saldo: 10 créditos');
    await user.click(generateButton());
    expect(await screen.findByText('Escolha uma proposta.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Tema livre' }));
    expect(screen.getByText('0/500 caracteres')).toBeInTheDocument();
    await user.click(generateButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva o tema das ideias.');
    const theme = screen.getByRole('textbox', { name: 'Tema' });
    await user.click(theme);
    await user.paste('a'.repeat(501));
    expect(screen.getByText('501/500 caracteres')).toBeInTheDocument();
    await user.click(generateButton());
    expect(await screen.findByText('O tema pode ter no máximo 500 caracteres.')).toBeInTheDocument();
    expect(callsTo(request, IDEAS, 'post')).toHaveLength(0);
  });

  it('shows each idea as it arrives, with the progress and placeholders, and the balance of each event', async () => {
    const stream = controlledStream();
    const { request, queryClient, user } = await setup(
      server((method, path, options) => stream.reply(options)),
      { proposalId: PROPOSAL_ID },
    );
    await screen.findByText('Seu saldo: 10 créditos');
    await user.dblClick(generateButton());

    const posts = callsTo(request, IDEAS, 'post');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[2]).toMatchObject({ json: { source: 'proposal', proposalId: PROPOSAL_ID, count: 3 } });
    expect(idempotencyKeyOf(posts[0])).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(screen.getAllByRole('status', { name: /Escrevendo a ideia/ })).toHaveLength(3);
    expect(generateButton()).toBeDisabled();

    const generating = generationFixture({ status: 'generating', ideas: [] });
    act(() => stream.send({ type: 'started', generation: generating, balance: 7 }));
    expect(queryClient.getQueryData(creditKeys.balance())).toEqual({ balance: 7 });
    act(() => stream.send({ type: 'idea', idea: ideaFixture(0) }));
    expect(screen.getByText('1 de 3 ideias')).toBeInTheDocument();
    expect(ideaCards()).toHaveLength(1);
    expect(screen.getAllByRole('status', { name: /Escrevendo a ideia/ })).toHaveLength(2);
    const first = ideaCards()[0] as HTMLElement;
    expect(within(first).getByRole('heading', { name: 'Gancho 1: você já errou no protetor?' })).toBeInTheDocument();
    expect(within(first).getByText('Roteiro 1: mostre a textura seca na pele.')).toBeInTheDocument();
    expect(within(first).getByText('Comente "quero" para receber o link.')).toBeInTheDocument();
    expect(within(first).getByText('#lumiere #verao')).toBeInTheDocument();
    expect(within(first).getByText('Gerador offline (demonstração)')).toBeInTheDocument();

    act(() => {
      stream.send({ type: 'idea', idea: ideaFixture(1) });
      stream.send({ type: 'idea', idea: ideaFixture(2) });
      stream.send({ type: 'completed', generation: generationFixture(), balance: 7 });
      stream.end();
    });
    expect(await screen.findByRole('heading', { name: '3 ideias geradas.' })).toBeInTheDocument();
    expect(ideaCards()).toHaveLength(3);
    expect(screen.queryByRole('status', { name: /Escrevendo a ideia/ })).not.toBeInTheDocument();
    await waitFor(() => expect(generateButton()).toBeEnabled());

    // The next click is a new request, with a new key.
    await user.click(generateButton());
    const again = callsTo(request, IDEAS, 'post');
    expect(again).toHaveLength(2);
    expect(idempotencyKeyOf(again[1])).not.toBe(idempotencyKeyOf(again[0]));
  });

  it('copies an idea as text', async () => {
    const stream = controlledStream();
    const { user } = await generateFor((method, path, options) => stream.reply(options));
    act(() => sendStartAndFirstIdea(stream));
    const clipboard = await navigator.clipboard.readText().catch(() => '');
    expect(clipboard).toBe('');
    await user.click(screen.getByRole('button', { name: 'Copiar ideia 1 de 3' }));
    expect(await navigator.clipboard.readText()).toContain('Gancho:\nGancho 1: você já errou no protetor?');
    expect(await screen.findByText('Ideia copiada.')).toBeInTheDocument();
  });

  it('says a failed generation was refunded, and keeps none of its ideas', async () => {
    const stream = controlledStream();
    const { queryClient } = await generateFor((method, path, options) => stream.reply(options));
    act(() => {
      sendStartAndFirstIdea(stream);
      stream.send({
        type: 'failed',
        generation: generationFixture({ status: 'failed', refunded: 3, ideas: [] }),
        balance: 10,
        detail: 'Não foi possível gerar agora. Devolvemos 3 créditos ao seu saldo. Tente novamente.',
      });
      stream.end();
    });
    expect(await screen.findByText('Não foi possível gerar as ideias. Devolvemos 3 créditos ao seu saldo.')).toBeInTheDocument();
    expect(ideaCards()).toHaveLength(0);
    expect(queryClient.getQueryData(creditKeys.balance())).toEqual({ balance: 10 });
  });

  it('shows the server’s 402 with the link to /credits', async () => {
    const detail = 'Créditos insuficientes: você tem 2 créditos e esta ação precisa de 3 créditos.';
    await generateFor(() => Promise.reject(new ApiError(402, { detail, code: 'INSUFFICIENT_CREDITS' })));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/credits');
    expect(within(alert).queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('retries a dropped connection with the same key, so it is charged once', async () => {
    let attempt = 0;
    const stream = controlledStream();
    const { request, user } = await generateFor((method, path, options) => {
      // Only the generation's POSTs are tries (the page also reads the server's config).
      if (method !== 'post' || path !== IDEAS) return pending();
      attempt += 1;
      return attempt === 1 ? Promise.reject(new ApiError(0, undefined)) : stream.reply(options);
    });
    expect(
      await screen.findByText('A conexão caiu antes de terminar. Tente novamente: o mesmo pedido não é cobrado duas vezes.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    act(() => {
      // The server replays what it stored for the key.
      sendStartAndFirstIdea(stream);
      stream.send({ type: 'idea', idea: ideaFixture(0) });
      stream.send({ type: 'completed', generation: generationFixture({ count: 1, cost: 1, ideas: [ideaFixture(0)] }), balance: 7 });
      stream.end();
    });
    expect(await screen.findByRole('heading', { name: '1 ideia gerada.' })).toBeInTheDocument();
    const posts = callsTo(request, IDEAS, 'post');
    expect(posts).toHaveLength(2);
    expect(idempotencyKeyOf(posts[1])).toBe(idempotencyKeyOf(posts[0]));
    expect(posts[1]?.[2]).toMatchObject({ json: posts[0]?.[2]?.json });
  });

  it('picks a proposal from the searchable list', async () => {
    const stream = controlledStream();
    const { request, user } = await setup(server((method, path, options) => stream.reply(options)));
    await pickProposal(user);
    expect(await screen.findByRole('region', { name: 'Briefing da proposta' })).toBeInTheDocument();
    await user.click(generateButton());
    expect(callsTo(request, IDEAS, 'post')[0]?.[2]).toMatchObject({ json: { source: 'proposal', proposalId: PROPOSAL_ID, count: 3 } });
  });
});
