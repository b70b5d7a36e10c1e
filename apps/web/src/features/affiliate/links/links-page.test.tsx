import { ApiError } from '@ma/api-client';
import { COPY_LINK_ERROR, COPY_LINK_SUCCESS } from '@ma/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failsOnce, OUTAGE } from '../../../test/fails-once.ts';
import { renderWithFakeApi } from '../../../test/app-wrapper.tsx';
import { acceptingClipboard, refusingClipboard, setNavigator } from '../../../test/navigator.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { brandFixture, callsTo, linkFixture, pending, serving, type Reply } from '../affiliate-test-utils.tsx';
import { LinksPage } from './links-page.tsx';

const LINKS = '/v3/affiliate/links';
const BRANDS = '/v3/affiliate/brands';
const brands = {
  items: [brandFixture(), brandFixture({ id: 'brand-2', name: 'Casa Azul', domain: 'casaazul.com', commissionRateBp: 800, cookieDays: 1 })],
};

const setup = (reply: Reply) => renderWithFakeApi(<LinksPage />, reply, '/affiliate/links');

/** An address pasted into a field: one change, where typing renders the dialog once per character. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const yourLinks = () => within(screen.getByRole('region', { name: 'Seus links' }));
const brandGrid = () => within(screen.getByRole('region', { name: 'Marcas parceiras' }));

mountToasterForEachTest();
afterEach(() => {
  setNavigator('clipboard', undefined);
});

describe('the affiliate links page (/affiliate/links)', () => {
  it('shows skeletons while loading, and the area’s tabs', async () => {
    await setup(pending);
    expect(screen.getByRole('heading', { level: 1, name: 'Links de afiliado' })).toBeInTheDocument();
    expect(screen.getByLabelText('Carregando seus links')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Carregando marcas')).toHaveAttribute('aria-busy', 'true');
    const nav = screen.getByRole('navigation', { name: 'Programa de afiliados' });
    expect(within(nav).getByRole('link', { name: 'Comissões' })).toHaveAttribute('href', '/affiliate/commissions');
    expect(screen.getByRole('link', { name: 'Editar cadastro' })).toHaveAttribute('href', '/affiliate/edit');
  });

  it('says there is no link yet and shows the brands with their rate and how long after a click a sale counts', async () => {
    await setup(serving({ [LINKS]: { items: [] }, [BRANDS]: brands }));
    expect(await screen.findByText('Você ainda não criou nenhum link.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver marcas' })).toBeInTheDocument();
    const loja = await brandGrid().findByRole('article', { name: 'Loja Verde' });
    expect(within(loja).getByText('12,5% de comissão')).toBeInTheDocument();
    expect(within(loja).getByText('Vale para compras em até 30 dias após o clique')).toBeInTheDocument();
    expect(
      within(brandGrid().getByRole('article', { name: 'Casa Azul' })).getByText('Vale para compras em até 1 dia após o clique'),
    ).toBeInTheDocument();
  });

  it('creates a link, showing the API’s refusal of the destination on the field', async () => {
    let created = false;
    const { request, user } = await setup((method, path, { json }) => {
      if (method === 'post' && path === LINKS) {
        const { destinationUrl } = json as { destinationUrl?: string };
        if (destinationUrl?.includes('/bloqueada')) {
          return Promise.reject(
            new ApiError(422, {
              detail: 'O link precisa ser uma página de Loja Verde (lojaverde.com.br).',
              code: 'AFFILIATE_DESTINATION_NOT_ALLOWED',
            }),
          );
        }
        created = true;
        return Promise.resolve(linkFixture());
      }
      return serving({ [LINKS]: { items: created ? [linkFixture()] : [] }, [BRANDS]: brands })(method, path, {});
    });
    await user.click(await screen.findByRole('button', { name: 'Criar link de Loja Verde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar link de Loja Verde' });
    const page = within(dialog).getByLabelText('Página do produto');
    expect(page).toHaveAttribute('placeholder', 'https://lojaverde.com.br/...');

    await paste(user, page, 'https://lojaverde.com.br/bloqueada');
    await user.click(within(dialog).getByRole('button', { name: 'Criar link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O link precisa ser uma página de Loja Verde (lojaverde.com.br).');
    expect(page).toHaveValue('https://lojaverde.com.br/bloqueada');

    await user.clear(page);
    await paste(user, page, 'https://lojaverde.com.br/produtos/tenis-corrida');
    await user.click(within(dialog).getByRole('button', { name: 'Criar link' }));
    expect(await screen.findByText('Link criado.')).toBeInTheDocument();
    expect(callsTo(request, LINKS, 'post').at(-1)?.[2]).toMatchObject({
      json: { brandId: 'brand-1', destinationUrl: 'https://lojaverde.com.br/produtos/tenis-corrida' },
    });
    expect(await yourLinks().findByRole('article', { name: 'Loja Verde' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses a page of another site before asking the API, with the same words', async () => {
    const { request, user } = await setup(serving({ [LINKS]: { items: [] }, [BRANDS]: brands }));
    await user.click(await screen.findByRole('button', { name: 'Criar link de Loja Verde' }));
    const dialog = await screen.findByRole('dialog', { name: 'Criar link de Loja Verde' });
    await paste(user, within(dialog).getByLabelText('Página do produto'), 'https://lojaverde.com.br.golpe.com/');
    await user.click(within(dialog).getByRole('button', { name: 'Criar link' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('O link precisa ser uma página de Loja Verde (lojaverde.com.br).');
    expect(callsTo(request, LINKS, 'post')).toHaveLength(0);
  });

  it('shows a link with its numbers, and copies it', async () => {
    const { user } = await setup(serving({ [LINKS]: { items: [linkFixture()] }, [BRANDS]: brands }));
    const writeText = acceptingClipboard();
    const link = await yourLinks().findByRole('article', { name: 'Loja Verde' });
    expect(within(link).getByText('https://maisalcance.example/r/abc23def')).toBeInTheDocument();
    expect(within(link).getByText('https://lojaverde.com.br/produtos/tenis-corrida')).toBeInTheDocument();
    expect(within(link).getByText('(30 únicos)')).toBeInTheDocument();
    expect(within(link).getByText('R$ 24,99')).toBeInTheDocument();
    expect(within(link).getByRole('img', { name: 'Cliques nos últimos 30 dias: 42 no total, no máximo 3 em um dia.' })).toBeInTheDocument();
    // No share sheet in jsdom: sharing goes to WhatsApp with the link.
    expect(within(link).getByRole('link', { name: 'Compartilhar link de Loja Verde no WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('Confira Loja Verde https://maisalcance.example/r/abc23def')}`,
    );

    await user.click(within(link).getByRole('button', { name: 'Copiar link de Loja Verde' }));
    expect(writeText).toHaveBeenCalledWith('https://maisalcance.example/r/abc23def');
    expect(await screen.findByText(COPY_LINK_SUCCESS)).toBeInTheDocument();
  });

  it("says 'Erro ao copiar link' when the browser refuses", async () => {
    const { user } = await setup(serving({ [LINKS]: { items: [linkFixture()] }, [BRANDS]: brands }));
    refusingClipboard();
    await user.click(await screen.findByRole('button', { name: 'Copiar link de Loja Verde' }));
    expect(await screen.findByText(COPY_LINK_ERROR)).toBeInTheDocument();
  });

  it('opens the QR code of a link', async () => {
    const { user } = await setup(serving({ [LINKS]: { items: [linkFixture()] }, [BRANDS]: brands }));
    await user.click(await screen.findByRole('button', { name: 'QR code do link de Loja Verde' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR code do link' });
    expect(await within(dialog).findByRole('img', { name: 'QR code do link de Loja Verde' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
  });

  it('shows a failed load with the reason and a retry', async () => {
    const { user } = await setup(failsOnce(LINKS, { items: [] }, serving({ [BRANDS]: brands })));
    expect(await screen.findByText('Não foi possível carregar seus links')).toBeInTheDocument();
    expect(screen.getByText(OUTAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Você ainda não criou nenhum link.')).toBeInTheDocument();
  });
});
