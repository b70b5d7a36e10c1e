import { ApiError } from '@ma/api-client';
import { creditKeys } from '@ma/api-client/query';
import { airaKeys } from '@ma/api-client/query/aira';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import {
  BALANCE,
  callsTo,
  fakeApi,
  pending,
  PROPOSAL_ID,
  proposalFixture,
  proposalPage,
  PROPOSALS,
  SCRIPTS,
  scriptFixture,
  serving,
  type Reply,
} from '../aira-test-utils.tsx';
import { CreateUgcScriptPage } from './create-ugc-script-page.tsx';

async function setup(reply: Reply) {
  const { api, request } = fakeApi(reply);
  const { wrapper, queryClient, router } = await createAppWrapper({ api, path: '/aira/create-ugc-script' });
  render(<CreateUgcScriptPage />, { wrapper });
  // No pause between events: these tests check the page's rules, not timing.
  return { request, queryClient, router, user: userEvent.setup({ delay: null }) };
}

const server = (post: Reply = pending, routes: Record<string, unknown> = {}) =>
  serving({ [BALANCE]: { balance: 5 }, [PROPOSALS]: proposalPage([proposalFixture()]), [SCRIPTS]: { items: [] }, ...routes }, post);

type User = ReturnType<typeof userEvent.setup>;

async function choose(user: User, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A value pasted into a field: one change, where typing renders the form once per key (seconds under load). */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBrief(user: User) {
  await paste(user, screen.getByRole('textbox', { name: 'Produto' }), 'Sérum Vitamina C');
  await paste(user, screen.getByRole('textbox', { name: 'Público' }), 'Mulheres de 25 a 40 anos');
  await choose(user, 'Tom', 'Descontraído');
  await choose(user, 'Formato', 'Review');
  await user.click(screen.getByRole('radio', { name: '15 s' }));
}

const createButton = () => screen.getByRole('button', { name: 'Criar roteiro' });

mountToasterForEachTest();

describe('the UGC script page (/aira/create-ugc-script)', () => {
  it('shows the cost and the balance, and says there is no script yet', async () => {
    await setup(server());
    expect(screen.getByRole('heading', { level: 1, name: 'Criar roteiro UGC' })).toBeInTheDocument();
    expect(screen.getByText('Criar o roteiro custa 1 crédito.')).toBeInTheDocument();
    expect(await screen.findByText('Seu saldo: 5 créditos')).toBeInTheDocument();
    expect(await screen.findByText('Você ainda não criou roteiros UGC.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '30 s' })).toBeChecked();
  });

  it('says what is missing, in the API schema’s words, and sends nothing', async () => {
    const { request, user } = await setup(server());
    await screen.findByText('Seu saldo: 5 créditos');
    await user.click(createButton());
    expect(await screen.findByText('Informe o produto.')).toBeInTheDocument();
    expect(screen.getByText('Informe o público.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o tom.')).toBeInTheDocument();
    expect(screen.getByText('Escolha o formato.')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Produto' }));
    await user.paste('x'.repeat(301));
    await user.click(createButton());
    expect(await screen.findByText('Use no máximo 300 caracteres.')).toBeInTheDocument();
    expect(callsTo(request, SCRIPTS, 'post')).toHaveLength(0);
  });

  it('creates the script with a key, keeps it, refreshes the balance and opens it', async () => {
    const script = scriptFixture();
    const { request, queryClient, router, user } = await setup(server(() => Promise.resolve({ script, balance: 4 })));
    await screen.findByText('Seu saldo: 5 créditos');
    await fillBrief(user);
    await choose(user, 'Proposta (opcional)', 'Campanha de verão · Lumière');
    await user.click(createButton());

    await waitFor(() => expect(router.state.location.pathname).toBe('/aira/ugc-script/script-1'));
    const [post] = callsTo(request, SCRIPTS, 'post');
    expect(post?.[2]).toMatchObject({
      json: {
        product: 'Sérum Vitamina C',
        audience: 'Mulheres de 25 a 40 anos',
        tone: 'descontraido',
        duration: 15,
        format: 'review',
        proposalId: PROPOSAL_ID,
      },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[A-Za-z0-9_-]{16,64}$/) },
    });
    expect(queryClient.getQueryData(airaKeys.script('script-1'))).toEqual(script);
    expect(queryClient.getQueryData(creditKeys.balance())).toMatchObject({ balance: expect.any(Number) });
    expect(await screen.findByText('Roteiro criado.')).toBeInTheDocument();
  });

  it('shows the server’s 402 with the link to /credits and keeps what was typed', async () => {
    const detail = 'Créditos insuficientes: você tem 0 créditos e esta ação precisa de 1 crédito.';
    const { user } = await setup(server(() => Promise.reject(new ApiError(402, { detail, code: 'INSUFFICIENT_CREDITS' }))));
    await screen.findByText('Seu saldo: 5 créditos');
    await fillBrief(user);
    await user.click(createButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(detail);
    expect(within(alert).getByRole('link', { name: 'Adicionar créditos' })).toHaveAttribute('href', '/credits');
    expect(screen.getByRole('textbox', { name: 'Produto' })).toHaveValue('Sérum Vitamina C');
    expect(screen.getByRole('combobox', { name: 'Tom' })).toHaveValue('Descontraído');
    expect(screen.getByRole('radio', { name: '15 s' })).toBeChecked();
  });

  it('refuses before the call when the balance is empty', async () => {
    const { request, user } = await setup(server(pending, { [BALANCE]: { balance: 0 } }));
    expect(await screen.findByText('Créditos insuficientes: você tem 0 créditos e esta ação precisa de 1 crédito.')).toBeInTheDocument();
    expect(createButton()).toBeDisabled();
    await fillBrief(user);
    expect(callsTo(request, SCRIPTS, 'post')).toHaveLength(0);
  });

  it('shows a refunded failure (502); the next try is a new request', async () => {
    let attempt = 0;
    const detail = 'Não foi possível gerar agora. Devolvemos 1 crédito ao seu saldo. Tente novamente.';
    const { request, user } = await setup(
      server((method, path) => {
        if (method !== 'post' || path !== SCRIPTS) return pending();
        attempt += 1;
        return attempt === 1 ? Promise.reject(new ApiError(502, { detail, code: 'AI_GENERATION_FAILED' })) : pending();
      }),
    );
    await screen.findByText('Seu saldo: 5 créditos');
    await fillBrief(user);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(detail);
    await user.click(createButton());
    const posts = callsTo(request, SCRIPTS, 'post');
    expect(posts).toHaveLength(2);
    const key = (index: number) => (posts[index]?.[2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(key(1)).not.toBe(key(0));
  });

  it('sends a request that got no answer again with the same key', async () => {
    let attempt = 0;
    const { request, user } = await setup(
      server((method, path) => {
        if (method !== 'post' || path !== SCRIPTS) return pending();
        attempt += 1;
        return attempt === 1 ? Promise.reject(new ApiError(0, undefined)) : pending();
      }),
    );
    await screen.findByText('Seu saldo: 5 créditos');
    await fillBrief(user);
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('A conexão caiu antes de terminar.');
    await user.click(createButton());
    const posts = callsTo(request, SCRIPTS, 'post');
    expect(posts).toHaveLength(2);
    const key = (index: number) => (posts[index]?.[2] as { headers: Record<string, string> }).headers['Idempotency-Key'];
    expect(key(1)).toBe(key(0));
  });

  it('lists the creator’s scripts, each linking to its page', async () => {
    await setup(
      server(pending, {
        [SCRIPTS]: {
          items: [
            {
              id: 'script-1',
              title: 'Review do Sérum',
              product: 'Sérum',
              tone: 'divertido',
              duration: 60,
              format: 'unboxing',
              createdAt: '2026-10-05T15:00:00.000Z',
            },
          ],
        },
      }),
    );
    const list = await screen.findByRole('list', { name: 'Seus roteiros' });
    expect(within(list).getByRole('link', { name: 'Review do Sérum' })).toHaveAttribute('href', '/aira/ugc-script/script-1');
    expect(within(list).getByText('Unboxing · Divertido · 60 s · 05/10/2026')).toBeInTheDocument();
  });
});
