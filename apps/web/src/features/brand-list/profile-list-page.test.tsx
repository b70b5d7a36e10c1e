import { ApiError } from '@ma/api-client';
import { profileListQueryOptions } from '@ma/api-client/query/brand-list';
import { useQuery } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAppWrapper, renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { useApi } from '../../lib/use-api.ts';
import { applicantFixture, fakeApi, LIST_PATH, listFixture, pending, serving as servingGets, TOKEN, type Reply } from './brand-list-test-utils.ts';
import { ProfileListError } from './profile-list-error.tsx';
import { ProfileListPage } from './profile-list-page.tsx';

/** The page as its route draws it: the list read from the query cache, which a decision updates. */
function Harness() {
  const query = useQuery(profileListQueryOptions(useApi(), TOKEN));
  return query.data ? <ProfileListPage token={TOKEN} list={query.data} /> : <p>carregando</p>;
}

const setup = (reply: Reply) => renderWithFakeApi(<Harness />, reply, `/aira/profile-list/${TOKEN}`);

const serving = (list: unknown, post: Reply = pending) => servingGets({ [LIST_PATH]: list }, post);

const card = (name: string) => screen.getByRole('listitem', { name: new RegExp(name) });

mountToasterForEachTest();

describe('the brand’s list of applicants (/aira/profile-list/{token})', () => {
  it('shows the proposal, its targeting and the link’s expiry, and asks not to be indexed', async () => {
    await setup(serving(listFixture()));
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('heading', { level: 1, name: 'Moda fitness sustentável Veste Verde' })).toBeInTheDocument();
    expect(within(header).getByText('Veste Verde Activewear')).toBeInTheDocument();
    expect(within(header).getByText('R$ 900,00')).toBeInTheDocument();
    expect(within(header).getByText('Permuta')).toBeInTheDocument();
    expect(within(header).getByText('Fitness e Moda')).toBeInTheDocument();
    expect(within(header).getByText('Brasil todo')).toBeInTheDocument();
    expect(within(header).getByText('Feminino')).toBeInTheDocument();
    expect(within(header).getByText('Link válido até 01/04/2026.')).toBeInTheDocument();
    expect(screen.queryByText(/já foi encerrada/)).not.toBeInTheDocument();
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(document.title).toBe('Perfis da proposta: Moda fitness sustentável Veste Verde');
  });

  it('lists the applicants in the order given, each with kit summary, fit, offer and status', async () => {
    await setup(serving(listFixture()));
    const list = await screen.findByRole('list', { name: 'Candidaturas, da mais compatível para a menos' });
    const names = within(list)
      .getAllByRole('listitem', { name: /º/ })
      .map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent);
    expect(names).toEqual(['1ºOlívia Andrade', '2ºPaula Nascimento']);
    expect(screen.getByText('2 candidaturas, da mais compatível para a menos.')).toBeInTheDocument();

    const olivia = within(card('Olívia Andrade'));
    expect(olivia.getByText('1º')).toBeInTheDocument();
    expect(olivia.getByRole('img', { name: 'Olívia Andrade' })).toBeInTheDocument();
    expect(olivia.getByRole('img', { name: 'Nível Ouro' })).toBeInTheDocument();
    expect(olivia.getByText('Salvador, BA')).toBeInTheDocument();
    expect(olivia.getByText('Moda')).toBeInTheDocument();
    expect(olivia.getByText(/48,7k seguidores · 4,59% de engajamento/)).toBeInTheDocument();
    expect(olivia.getByText(/126,3k seguidores · 7,21% de engajamento/)).toBeInTheDocument();
    expect(olivia.getByText('Compatibilidade: 100%')).toBeInTheDocument();
    expect(olivia.getByText('R$ 900,00')).toBeInTheDocument();
    expect(olivia.getByText('(aceita negociar)')).toBeInTheDocument();
    expect(olivia.getByText('1 post · 4 stories · 1 reel')).toBeInTheDocument();
    expect(olivia.getByText('“Treino na orla às 6h.”')).toBeInTheDocument();
    expect(olivia.getByText('Em análise')).toBeInTheDocument();
    expect(olivia.getByRole('link', { name: 'Ver mídia kit de Olívia Andrade (abre em nova aba)' })).toHaveAttribute('href', '/ouro');

    const paula = within(card('Paula Nascimento'));
    expect(paula.getByText('2º')).toBeInTheDocument();
    expect(paula.getAllByText('não conectado')).toHaveLength(2);
    const checks = within(paula.getByRole('list', { name: 'Critérios da proposta' })).getAllByRole('listitem');
    expect(checks.map((item) => item.textContent)).toEqual(['Nicho: não atende', 'Gênero do público: atende']);
    expect(paula.queryByText('(aceita negociar)')).not.toBeInTheDocument();
  });

  it('says "sem dados" for a criterion the creator has no data for, and when nothing is targeted', async () => {
    await setup(
      serving(
        listFixture({
          applicants: [
            applicantFixture({ fit: { score: 50, checks: [{ criterion: 'audience_age_range', label: 'Faixa etária do público', met: null }] } }),
            applicantFixture({
              applicationId: 'app-9',
              creator: { ...applicantFixture().creator, name: 'Nina Prado' },
              fit: { score: 100, checks: [] },
            }),
          ],
        }),
      ),
    );
    expect(await within(await screen.findByRole('listitem', { name: /Olívia/ })).findByText('sem dados')).toBeInTheDocument();
    expect(within(card('Nina Prado')).getByText('A proposta não define critérios de perfil.')).toBeInTheDocument();
  });

  it('shows the empty state when nobody applied, and says when the proposal is closed', async () => {
    const base = listFixture();
    await setup(serving(listFixture({ applicants: [], proposal: { ...base.proposal, closed: true } })));
    expect(await screen.findByText('Nenhum criador se candidatou a esta proposta ainda.')).toBeInTheDocument();
    expect(screen.getByText(/Esta proposta já foi encerrada para novas candidaturas/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Candidaturas/ })).not.toBeInTheDocument();
  });

  it('accepts an application: the button is busy, then the card says Aceita and a toast confirms', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { request, user } = await setup(
      serving(listFixture(), (method, path) => {
        if (method === 'post' && path === `${LIST_PATH}/applications/app-1`) return new Promise((resolve) => (answer = resolve));
        return Promise.reject(new Error(`unexpected ${method} ${path}`));
      }),
    );
    const olivia = within(await screen.findByRole('listitem', { name: /Olívia/ }));
    const accept = olivia.getByRole('button', { name: 'Aceitar' });
    expect(accept).toHaveAttribute('aria-pressed', 'false');
    await user.click(accept);
    expect(request).toHaveBeenCalledWith('post', `${LIST_PATH}/applications/app-1`, expect.objectContaining({ json: { decision: 'accepted' } }));
    expect(olivia.getByRole('button', { name: 'Recusar' })).toBeDisabled();
    // Not optimistic: the card still says what the server holds.
    expect(olivia.getByText('Em análise')).toBeInTheDocument();
    act(() => answer(applicantFixture({ status: 'accepted', decidedAt: '2026-03-02T12:00:00.000Z' })));
    expect(await olivia.findByText('Aceita')).toBeInTheDocument();
    expect(olivia.getByRole('button', { name: 'Aceitar' })).toHaveAttribute('aria-pressed', 'true');
    expect(olivia.getByRole('button', { name: 'Recusar' })).toBeEnabled();
    expect(olivia.getByText(/Respondida em 02\/03\/2026/)).toBeInTheDocument();
    expect(await screen.findByText('Candidatura aceita.')).toBeInTheDocument();
    // Pressing the current answer again sends nothing.
    await user.click(olivia.getByRole('button', { name: 'Aceitar' }));
    expect(request.mock.calls.filter(([method]) => method === 'post')).toHaveLength(1);
    // The other card is untouched.
    expect(within(card('Paula Nascimento')).getByText('Em análise')).toBeInTheDocument();
  });

  it('offers no decision once her deal is under way, and says why', async () => {
    await setup(serving(listFixture({ applicants: [applicantFixture({ status: 'accepted', dealUnderWay: true })] })));
    const olivia = within(await screen.findByRole('listitem', { name: /Olívia/ }));
    expect(olivia.queryByRole('button', { name: /Recusar|Aceitar/ })).not.toBeInTheDocument();
    expect(olivia.getByText('A criadora já começou as entregas: a aceitação não pode mais ser desfeita.')).toBeInTheDocument();
  });

  it('shows a failed decision beside the buttons and keeps the status as it was', async () => {
    const { user } = await setup(
      serving(listFixture(), () => Promise.reject(new ApiError(500, { detail: 'Erro inesperado, tente novamente mais tarde.', code: 'UNEXPECTED' }))),
    );
    const paula = within(await screen.findByRole('listitem', { name: /Paula/ }));
    await user.click(paula.getByRole('button', { name: 'Recusar' }));
    expect(await paula.findByRole('alert')).toHaveTextContent('Erro inesperado, tente novamente mais tarde.');
    expect(paula.getByText('Em análise')).toBeInTheDocument();
    expect(paula.getByRole('button', { name: 'Recusar' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('reloads the list when the link stopped working meanwhile', async () => {
    const { request, user } = await setup(
      serving(listFixture(), () => Promise.reject(new ApiError(404, { detail: 'Link inválido ou expirado.', code: 'PROPOSAL_LINK_NOT_FOUND' }))),
    );
    await user.click(within(await screen.findByRole('listitem', { name: /Olívia/ })).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(request.mock.calls.filter(([method, path]) => method === 'get' && path === LIST_PATH)).toHaveLength(2));
  });
});

describe('ProfileListError', () => {
  const renderError = async (error: unknown) => {
    const { api } = fakeApi(() => new Promise(() => undefined));
    const { wrapper } = await createAppWrapper({ api });
    render(<ProfileListError error={error as Error} reset={() => undefined} info={{ componentStack: '' }} />, { wrapper });
  };

  it('shows the app’s not-found page for an unknown, revoked or expired link', async () => {
    await renderError(new ApiError(404, { detail: 'Link inválido ou expirado.', code: 'PROPOSAL_LINK_NOT_FOUND' }));
    expect(screen.getByRole('heading', { name: 'Página não encontrada' })).toBeInTheDocument();
  });

  it('offers a retry for any other failure, with the server’s words', async () => {
    await renderError(
      new ApiError(429, { detail: 'Muitos acessos a esta lista. Tente novamente em 15 minutos.', code: 'TOO_MANY_PROFILE_LIST_REQUESTS' }),
    );
    expect(screen.getByText('Muitos acessos a esta lista. Tente novamente em 15 minutos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
