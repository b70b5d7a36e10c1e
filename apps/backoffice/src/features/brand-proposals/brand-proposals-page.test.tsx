import { ApiError, type ApiClient } from '@ma/api-client';
import type { ReviewedProposal } from '@ma/api-client/brand';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { plainTerms } from '@ma/api-client/testing';
import { chooseAction, fakeReviewApi, giveReason, openActions, renderWithToasts } from '../../test/review-queue.tsx';
import type { ReviewFilter } from './brand-proposal-labels.ts';
import { BrandProposalsPage } from './brand-proposals-page.tsx';

type Fields = ReviewedProposal['fields'];

const proposal = (id: string, name: string, fields: Partial<Fields> = {}, rest: Partial<ReviewedProposal> = {}): ReviewedProposal => ({
  id,
  state: 'submitted',
  fields: {
    ...plainTerms,
    name,
    brandName: 'Lumière',
    partnershipType: 'cache',
    value: 1500,
    ...fields,
  },
  returnReason: null,
  submittedAt: '2026-11-20T15:30:00.000Z',
  updatedAt: '2026-11-20T15:30:00.000Z',
  published: null,
  brand: { id: 'b1', name: 'Lumière Cosméticos', cnpj: '11222333000181' },
  ...rest,
});

/** What the published proposal looks like once an operator published `stored` (only what the row reads matters). */
const publishedOf = (stored: ReviewedProposal, totalApplications = 0): NonNullable<ReviewedProposal['published']> =>
  ({ id: `p-${stored.id}`, state: 'open', totalApplications }) as NonNullable<ReviewedProposal['published']>;

/** The proposals of the asked state, and a decision that changes the stored proposal, or the error `answer` gives instead. */
const fakeApi = (proposals: ReviewedProposal[], answer?: (decided: ReviewedProposal) => ReviewedProposal | ApiError) =>
  fakeReviewApi<ReviewedProposal>(
    {
      items: proposals,
      listed: (item, searchParams) => item.state === (searchParams?.state ?? 'submitted'),
      decision: /brand-proposals\/([^/]+)\/(publish|return)$/,
      decide: (stored, action, reason) =>
        action === 'publish'
          ? { ...stored, state: 'published', published: publishedOf(stored) }
          : { ...stored, state: 'returned', returnReason: reason },
      notFound: new ApiError(404, { detail: 'Proposta não encontrada.', code: 'BRAND_PROPOSAL_NOT_FOUND' }),
    },
    answer,
  );

/** The page as its route holds it: the filter in state (the URL's `state`), submitted by default. */
function Harness({ api }: { api: ApiClient }) {
  const [filter, setFilter] = useState<ReviewFilter>('submitted');
  return <BrandProposalsPage api={api} filter={filter} onFilter={setFilter} />;
}

const renderPage = (api: ApiClient) => renderWithToasts(<Harness api={api} />);

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('BrandProposalsPage', () => {
  it('lists the proposals in review: brand and CNPJ, name, value, partnership type, when it was sent', async () => {
    const { api, request } = fakeApi([proposal('p1', 'Verão Lumière', { value: 1234.5, partnershipType: 'permuta' })]);
    renderPage(api);
    expect(screen.getByRole('heading', { level: 1, name: 'Propostas das marcas' })).toBeInTheDocument();
    await screen.findByText('Verão Lumière');
    expect(request).toHaveBeenCalledWith('get', '/v3/admin/brand-proposals', expect.objectContaining({ searchParams: { state: 'submitted' } }));
    expect(screen.getByRole('radio', { name: 'Em análise' })).toBeChecked();
    const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Marca', 'Proposta', 'Valor', 'Tipo de parceria', 'Enviada em', 'Situação', 'Ações']);
    const cells = within(row('Verão Lumière'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Lumière Cosméticos11.222.333/0001-81',
      'Verão Lumière',
      'R$ 1.234,50',
      'Permuta',
      '20/11/2026, 12:30',
      'Em análise',
    ]);
  });

  it('shows every field of a proposal, read-only, in the words of the proposal page', async () => {
    const { api } = fakeApi([
      proposal('p1', 'Verão Lumière', {
        description: 'Três stories sobre o protetor.',
        categoriesOfInfluencer: ['Beleza', 'Moda'],
        acceptsNegotiations: true,
        isSilversAlloweds: true,
        minFollowers: 10_000,
        maxFollowers: 50_000,
        locationOfInfluencer: [
          { state: 'SP', city: ['Campinas'] },
          { state: 'RJ', city: [] },
        ],
        audienceStates: ['SP'],
        audienceMinAge: 18,
        audienceMaxAge: 34,
        audienceGender: 'female',
        validUntil: '2026-12-31',
        logoUrl: 'https://cdn.example.com/lumiere.png',
      }),
    ]);
    const { user } = renderPage(api);
    const dialog = await chooseAction(user, 'Verão Lumière', 'Ver', 'Verão Lumière');
    for (const text of [
      'Lumière Cosméticos · 11.222.333/0001-81',
      'R$ 1.500,00 · negociável',
      'Cachê',
      'Aceita contrapropostas',
      'Ouro e Prata',
      'Até 31/12/2026',
      'Beleza, Moda',
      '10k a 50k',
      'Campinas (SP); RJ',
      'SP · 18 a 34 anos · Feminino',
      'Três stories sobre o protetor.',
    ])
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', 'https://cdn.example.com/lumiere.png');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('publishes a proposal after asking, says so and reads the list again', async () => {
    const { api, request } = fakeApi([proposal('p1', 'Verão Lumière')]);
    const { user } = renderPage(api);
    const dialog = await chooseAction(user, 'Verão Lumière', 'Publicar', 'Publicar proposta');
    expect(dialog).toHaveTextContent('As criadoras verão a proposta na hora.');
    await user.click(within(dialog).getByRole('button', { name: 'Publicar' }));
    expect(await screen.findByText('Proposta publicada.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('post', '/v3/admin/brand-proposals/p1/publish', expect.anything());
    expect(await screen.findByText('Nenhuma proposta em análise.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Publicadas' }));
    await screen.findByText('Verão Lumière');
    expect(row('Verão Lumière')).toHaveTextContent('Aberta0 candidaturas');
    await openActions(user, 'Verão Lumière');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ver']);
  });

  it('returns with a reason, asked for in the schema’s words, says so and reads the list again', async () => {
    const { api, request } = fakeApi([proposal('p1', 'Verão Lumière')]);
    const { user } = renderPage(api);
    const dialog = await chooseAction(user, 'Verão Lumière', 'Devolver', 'Devolver proposta');
    await user.click(within(dialog).getByRole('button', { name: 'Devolver' }));
    expect(await within(dialog).findByText('Informe o motivo da devolução.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);

    await giveReason(user, dialog, 'Devolver', 'O valor está abaixo do mínimo.');
    expect(await screen.findByText('Proposta devolvida.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      'post',
      '/v3/admin/brand-proposals/p1/return',
      expect.objectContaining({ json: { reason: 'O valor está abaixo do mínimo.' } }),
    );
    expect(await screen.findByText('Nenhuma proposta em análise.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Devolvidas' }));
    expect(await screen.findByText('Motivo: O valor está abaixo do mínimo.')).toBeInTheDocument();
    expect(row('Verão Lumière')).toHaveTextContent('Devolvida');
    await openActions(user, 'Verão Lumière');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Ver']);
  });

  it('says when a filter finds no proposal, and when the list could not be read', async () => {
    const { api, request } = fakeApi([]);
    const { user } = renderPage(api);
    expect(await screen.findByText('Nenhuma proposta em análise.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Devolvidas' }));
    expect(await screen.findByText('Nenhuma proposta devolvida.')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('get', '/v3/admin/brand-proposals', expect.objectContaining({ searchParams: { state: 'returned' } }));

    request.mockRejectedValueOnce(new ApiError(503, { detail: 'Serviço em manutenção.' }));
    await user.click(screen.getByRole('radio', { name: 'Publicadas' }));
    expect(await screen.findByText('Não foi possível carregar as propostas')).toBeInTheDocument();
    expect(screen.getByText('Serviço em manutenção.')).toBeInTheDocument();
  });
});
