import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithFakeApi } from '../../test/app-wrapper.tsx';
import { failsOnce } from '../../test/fails-once.ts';
import { callsTo, pending, type Reply } from '../../test/fake-api.ts';
import { acceptingClipboard } from '../../test/navigator.ts';
import { answering, emptyOverviewFixture, OVERVIEW, overviewFixture } from '../../test/overview-fixture.ts';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { MonetizePage } from './monetize-page.tsx';

const setup = (reply: Reply) => renderWithFakeApi(<MonetizePage />, reply, '/monetize');

const WAYS = ['Publis de marcas', 'Programa de afiliados', 'Mídia kit', 'Aira para criadores'];
const way = (name: string) => within(screen.getByRole('region', { name }));
const link = (name: string, label: string) => way(name).getByRole('link', { name: label });

/** A way's region, once it shows each of the texts. */
const expectWayToShow = async (name: string, texts: string[]) => {
  const region = way(name);
  for (const text of texts) expect(await region.findByText(text)).toBeInTheDocument();
  return region;
};

/** The kit's way while the kit is not ready to share: its status, why, the link to the editor to fix it, and no link to copy. */
const expectKitToFix = async (status: string, why: string, action: string) => {
  const kit = way('Mídia kit');
  expect(await kit.findByText(status)).toBeInTheDocument();
  expect(kit.getByText(why)).toBeInTheDocument();
  expect(link('Mídia kit', action)).toHaveAttribute('href', '/media-kit/edit');
  expect(kit.queryByRole('button', { name: 'Copiar link' })).not.toBeInTheDocument();
};

mountToasterForEachTest();

describe('/monetize', () => {
  it('shows the four ways to earn at once, their states as skeletons while the overview loads', async () => {
    await setup(pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Monetize seu perfil' })).toBeInTheDocument();
    for (const name of WAYS) expect(screen.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('at Bronze: the fitting publis and the kit as the step that unlocks more, the kit’s missing items', async () => {
    await setup(answering({ ...overviewFixture('bronze'), proposals: { fitting: 0, top: [] } }));
    await expectWayToShow('Publis de marcas', [
      'Nenhuma publi aberta para você agora.',
      '0 publis para você',
      'Completar o mídia kit libera mais publis para o seu perfil.',
    ]);
    expect(link('Publis de marcas', 'Completar mídia kit')).toHaveAttribute('href', '/media-kit/edit');
    expect(link('Publis de marcas', 'Ver publis')).toHaveAttribute('href', '/publis');

    await expectKitToFix('Incompleto', 'Falta: foto, bio, localização e pelo menos um nicho.', 'Completar mídia kit');
  });

  it('at Prata: how many publis fit now, and connecting Instagram unlocks more', async () => {
    await setup(answering(overviewFixture('silver')));
    await expectWayToShow('Publis de marcas', ['5 publis abertas combinam com seu perfil agora.', '5 publis para você']);
    expect(link('Publis de marcas', 'Conectar Instagram')).toHaveAttribute('href', '/media-kit/connect');
  });

  it('at Ouro with everything done: no step left, the kit complete, shared and its views, the link to copy', async () => {
    const { user } = await setup(answering(overviewFixture('gold')));
    const publis = way('Publis de marcas');
    expect(await publis.findByText('No Ouro, nenhuma publi é fechada pelo nível.')).toBeInTheDocument();
    expect(publis.queryByRole('link', { name: /Completar|Conectar/ })).not.toBeInTheDocument();

    const kit = way('Mídia kit');
    expect(kit.getByText('Completo')).toBeInTheDocument();
    expect(kit.getByText('47 visualizações nos últimos 30 dias.')).toBeInTheDocument();
    expect(link('Mídia kit', 'Editar mídia kit')).toHaveAttribute('href', '/media-kit/edit');
    const writeText = acceptingClipboard();
    await user.click(kit.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith('https://maisalcance.example/ana-clara');
  });

  it('a complete kit brands cannot reach: says so, and leads to adding a contact instead of sharing it', async () => {
    const silver = overviewFixture('silver');
    await setup(answering({ ...silver, mediaKit: { ...silver.mediaKit, reachable: false } }));
    await expectKitToFix(
      'Sem contato',
      'As marcas ainda não têm como falar com você: adicione seu WhatsApp ou e-mail ao mídia kit.',
      'Adicionar contato',
    );
  });

  it('the affiliate program: this month’s commissions when registered, the registration when not', async () => {
    await setup(answering(overviewFixture('gold')));
    await expectWayToShow('Programa de afiliados', ['Comissões deste mês: R$ 249,90', '4 vendas pelos seus links este mês.', 'Participando']);
    expect(link('Programa de afiliados', 'Ver meus links')).toHaveAttribute('href', '/affiliate/links');
  });

  it('a new creator: each way says what to do first', async () => {
    await setup(answering(emptyOverviewFixture('bronze')));
    const affiliate = await expectWayToShow('Programa de afiliados', ['Sem cadastro', 'Você ainda não faz parte do programa.']);
    expect(link('Programa de afiliados', 'Quero me cadastrar')).toHaveAttribute('href', '/affiliate/register');
    expect(affiliate.queryByText(/R\$/)).not.toBeInTheDocument();

    expect(way('Mídia kit').getByText('Ainda sem visitas: coloque o link na sua bio e envie para as marcas.')).toBeInTheDocument();

    const aira = way('Aira para criadores');
    expect(aira.getByText('Você está sem créditos.')).toBeInTheDocument();
    expect(link('Aira para criadores', 'Resgatar um cupom')).toHaveAttribute('href', '/credits');
    expect(link('Aira para criadores', 'Abrir a Aira')).toHaveAttribute('href', '/aira');
  });

  it('Aira: the balance in the singular for 1, and what a credit buys', async () => {
    await setup(answering({ ...overviewFixture('gold'), credits: { balance: 1 } }));
    const aira = way('Aira para criadores');
    expect(await aira.findByText('Dá para 1 ideia, roteiro ou narração.')).toBeInTheDocument();
    expect(aira.getByText('1 crédito', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(aira.getByText('Cada ideia, roteiro ou narração usa 1 crédito.')).toBeInTheDocument();
    expect(link('Aira para criadores', 'Ver créditos')).toHaveAttribute('href', '/credits');
  });

  it('shows the failure with "Tentar novamente", which asks again', async () => {
    const { request, user } = await setup(failsOnce(OVERVIEW, overviewFixture('silver')));
    expect(await screen.findByText('Não foi possível carregar seus números')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Publis de marcas' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await way('Publis de marcas').findByText('5 publis abertas combinam com seu perfil agora.')).toBeInTheDocument();
    expect(callsTo(request, OVERVIEW, 'get')).toHaveLength(2);
  });
});
