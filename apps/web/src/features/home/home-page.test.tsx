import { accountInfoQueryOptions } from '@ma/api-client/query';
import type { Level } from '@ma/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createAppWrapper } from '../../test/app-wrapper.tsx';
import { failsOnce, OUTAGE } from '../../test/fails-once.ts';
import { callsTo, fakeApi, pending, type Reply } from '../../test/fake-api.ts';
import { acceptingClipboard } from '../../test/navigator.ts';
import { accountFixture, answering, emptyOverviewFixture, OVERVIEW, overviewFixture } from '../../test/overview-fixture.ts';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { HomePage } from './home-page.tsx';

/** Home as the app shows it: the account info already cached by the layout, the overview asked of `reply`. */
async function setup(level: Level, reply: Reply) {
  const { api, request } = fakeApi(reply);
  const { wrapper, queryClient } = await createAppWrapper({ api });
  queryClient.setQueryData(accountInfoQueryOptions(api).queryKey, accountFixture(level));
  render(<HomePage />, { wrapper });
  return { request, user: userEvent.setup() };
}

const card = (name: string) => within(screen.getByRole('region', { name }));
const levelCard = () => card('Seu caminho até o Ouro');

mountToasterForEachTest();

describe('home (/)', () => {
  it('greets and shows the level from the account at once, with skeletons while the overview loads', async () => {
    await setup('silver', pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Olá, Ana!' })).toBeInTheDocument();
    expect(levelCard().getByText('Prata', { selector: 'strong' })).toBeInTheDocument();
    expect(levelCard().getByRole('listitem', { current: 'step' })).toHaveTextContent('Prata');
    expect(screen.getByLabelText('Carregando seus passos')).toHaveAttribute('aria-busy', 'true');
    for (const title of ['Publis para você', 'Minhas candidaturas', 'Créditos da Aira', 'Visitas ao seu mídia kit', 'Afiliação']) {
      expect(screen.getByRole('region', { name: title })).toHaveAttribute('aria-busy', 'true');
    }
    // No figure is shown before the server gave it.
    expect(screen.queryByText(/créditos?$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Completar|Conectar|Buscar publis/ })).not.toBeInTheDocument();
  });

  it.each([
    ['bronze', 'Completar o mídia kit', 'Completar mídia kit', '/media-kit/edit', '0 de 3 passos feitos.'],
    ['silver', 'Conectar o Instagram', 'Conectar Instagram', '/media-kit/connect', '1 de 3 passos feitos.'],
  ] as const)('at %s the one next step is "%s", whose button "%s" goes to %s', async (level, step, action, to, count) => {
    await setup(level, answering(overviewFixture(level)));
    const steps = within(await screen.findByRole('list', { name: 'Passos até o Ouro' }));
    const next = steps.getAllByRole('listitem').filter((item) => item.textContent?.includes('(próximo passo)'));
    expect(next).toHaveLength(1);
    expect(next[0]).toHaveTextContent(step);
    expect(steps.getByText('Conectar o TikTok')).toHaveTextContent('(a fazer)');
    expect(levelCard().getByRole('link', { name: action })).toHaveAttribute('href', to);
    expect(levelCard().getByText(count)).toBeInTheDocument();
    expect(levelCard().queryByRole('link', { name: 'Buscar publis' })).not.toBeInTheDocument();
  });

  it('ticks the steps done and offers the next network once the first is connected', async () => {
    const overview = overviewFixture('silver', {
      progress: {
        level: 'silver',
        steps: [
          { step: 'media_kit', done: true },
          { step: 'instagram', done: true },
          { step: 'tiktok', done: false },
        ],
        nextStep: 'tiktok',
      },
    });
    await setup('silver', answering(overview));
    const steps = within(await screen.findByRole('list', { name: 'Passos até o Ouro' }));
    expect(steps.getByText('Completar o mídia kit')).toHaveTextContent('(feito)');
    expect(steps.getByText('Conectar o Instagram')).toHaveTextContent('(feito)');
    expect(steps.getByText('Conectar o TikTok')).toHaveTextContent('(próximo passo)');
    expect(levelCard().getByRole('link', { name: 'Conectar TikTok' })).toHaveAttribute('href', '/media-kit/connect');
  });

  it('at Ouro with everything done says so and offers "Buscar publis", with no step left', async () => {
    await setup('gold', answering(overviewFixture('gold')));
    await screen.findByRole('list', { name: 'Passos até o Ouro' });
    expect(levelCard().queryByText(/próximo passo/)).not.toBeInTheDocument();
    expect(levelCard().getByText('Tudo feito: você chegou ao Ouro.')).toBeInTheDocument();
    expect(levelCard().getByRole('link', { name: 'Buscar publis' })).toHaveAttribute('href', '/publis');
    expect(levelCard().getByRole('listitem', { current: 'step' })).toHaveTextContent('Ouro');
  });

  it('shows the figures of every area, as the server sent them', async () => {
    await setup('gold', answering(overviewFixture('gold')));
    expect(await screen.findByTestId('home-credit-balance')).toHaveTextContent('12 créditos');
    expect(card('Créditos da Aira').getByRole('link', { name: 'Ver créditos' })).toHaveAttribute('href', '/credits');

    expect(screen.getByTestId('applications-pending')).toHaveTextContent('2');
    expect(screen.getByTestId('applications-accepted')).toHaveTextContent('1');
    expect(screen.getByTestId('applications-rejected')).toHaveTextContent('3');
    const applications = card('Minhas candidaturas');
    expect(applications.getByText('Em análise')).toBeInTheDocument();
    expect(applications.getByText('Aceita')).toBeInTheDocument();
    expect(applications.getByText('Recusada')).toBeInTheDocument();
    expect(applications.getByRole('link', { name: 'Ver candidaturas' })).toHaveAttribute('href', '/publis?tab=candidaturas');

    const proposals = card('Publis para você');
    expect(proposals.getByText('5 publis abertas para você.')).toBeInTheDocument();
    const rows = within(proposals.getByRole('list', { name: 'Publis abertas para você' })).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Campanha de verão');
    expect(rows[0]).toHaveTextContent('Cachê · Lumière');
    expect(rows[0]).toHaveTextContent('R$ 1.500,00');
    expect(rows[1]).toHaveTextContent('Permuta · Vibe Fit');
    expect(rows[2]).toHaveTextContent('R$ 1.234,50');
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Campanha de verão' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/publis\?q=Campanha(%20|\+)de(%20|\+)ver%C3%A3o$/),
    );
    expect(proposals.getByRole('link', { name: 'Ver todas as publis' })).toHaveAttribute('href', '/publis');

    const views = card('Visitas ao seu mídia kit');
    expect(screen.getByTestId('kit-views')).toHaveTextContent('47');
    expect(views.getByText('visualizações em 30 dias')).toBeInTheDocument();
    expect(views.getByRole('img', { name: 'Visualizações nos últimos 30 dias: 50 no total, no máximo 3 em um dia.' })).toBeInTheDocument();
    expect(views.getByRole('link', { name: 'maisalcance.example/ana-clara' })).toHaveAttribute('href', 'https://maisalcance.example/ana-clara');

    const affiliate = card('Afiliação');
    expect(affiliate.getByText('Ganhos este mês')).toBeInTheDocument();
    expect(screen.getByTestId('affiliate-month-earnings')).toHaveTextContent('R$ 249,90');
    expect(affiliate.getByText('4 vendas este mês.')).toBeInTheDocument();
    expect(affiliate.getByRole('link', { name: 'Ver comissões' })).toHaveAttribute('href', '/affiliate/commissions');
  });

  it('says "1 crédito", "1 visualização" and "1 publi" in the singular', async () => {
    const base = overviewFixture('gold');
    await setup(
      'gold',
      answering({
        ...base,
        credits: { balance: 1 },
        proposals: { fitting: 1, top: base.proposals.top.slice(0, 1) },
        mediaKit: { ...base.mediaKit, viewsLast30Days: 1 },
      }),
    );
    expect(await screen.findByTestId('home-credit-balance')).toHaveTextContent(/^1 crédito$/);
    expect(screen.getByText('visualização em 30 dias')).toBeInTheDocument();
    expect(screen.getByText('1 publi aberta para você.')).toBeInTheDocument();
  });

  it('gives a new creator an empty state that says what to do in every area, never a made-up number', async () => {
    await setup('bronze', answering(emptyOverviewFixture('bronze')));
    const proposals = card('Publis para você');
    expect(await proposals.findByText('Nenhuma publi aberta agora.')).toBeInTheDocument();
    expect(proposals.getByText('Completar o mídia kit libera mais publis para o seu perfil.')).toBeInTheDocument();
    expect(proposals.getByRole('link', { name: 'Completar mídia kit' })).toHaveAttribute('href', '/media-kit/edit');
    expect(proposals.queryByRole('list')).not.toBeInTheDocument();

    const applications = card('Minhas candidaturas');
    expect(applications.getByText('Nenhuma candidatura ainda: escolha uma publi e envie sua proposta.')).toBeInTheDocument();
    expect(applications.getByRole('link', { name: 'Buscar publis' })).toHaveAttribute('href', '/publis');
    expect(screen.queryByTestId('applications-pending')).not.toBeInTheDocument();

    expect(screen.getByTestId('home-credit-balance')).toHaveTextContent('0 créditos');
    expect(card('Créditos da Aira').getByRole('link', { name: 'Resgatar um cupom' })).toHaveAttribute('href', '/credits');

    const views = card('Visitas ao seu mídia kit');
    expect(views.getByText('Complete o kit e compartilhe o link para receber visitas.')).toBeInTheDocument();
    expect(views.queryByRole('img')).not.toBeInTheDocument();

    const affiliate = card('Afiliação');
    expect(affiliate.getByText('Ganhe comissão por venda.')).toBeInTheDocument();
    expect(affiliate.getByRole('link', { name: 'Quero me cadastrar' })).toHaveAttribute('href', '/affiliate/register');
    expect(screen.queryByTestId('affiliate-month-earnings')).not.toBeInTheDocument();
  });

  it('at Ouro with no proposal left to apply to, points to the whole list', async () => {
    await setup('gold', answering({ ...overviewFixture('gold'), proposals: { fitting: 0, top: [] } }));
    const proposals = card('Publis para você');
    expect(await proposals.findByText('Nenhuma publi aberta agora.')).toBeInTheDocument();
    expect(proposals.getByRole('link', { name: 'Buscar publis' })).toHaveAttribute('href', '/publis');
  });

  it('shows the failure with "Tentar novamente", which asks again and then shows the figures', async () => {
    const { request, user } = await setup('silver', failsOnce(OVERVIEW, overviewFixture('silver')));
    expect(await screen.findByText('Não foi possível carregar o resumo do seu perfil')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    expect(screen.queryByTestId('home-credit-balance')).not.toBeInTheDocument();
    // The level stays, from the account info.
    expect(levelCard().getByText('Prata', { selector: 'strong' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('home-credit-balance')).toHaveTextContent('12 créditos');
    expect(screen.queryByText('Não foi possível carregar o resumo do seu perfil')).not.toBeInTheDocument();
    expect(callsTo(request, OVERVIEW, 'get')).toHaveLength(2);
  });

  it('copies the kit link to share', async () => {
    const { user } = await setup('gold', answering(overviewFixture('gold')));
    const writeText = acceptingClipboard();
    await user.click(await card('Visitas ao seu mídia kit').findByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith('https://maisalcance.example/ana-clara');
    expect(await screen.findByText('Link copiado com sucesso!')).toBeInTheDocument();
  });
});
