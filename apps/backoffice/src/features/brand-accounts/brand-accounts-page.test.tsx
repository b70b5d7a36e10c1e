import { ApiError, type ApiClient } from '@ma/api-client';
import type { AdminBrandAccount } from '@ma/api-client/admin';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { chooseAction, fakeReviewApi, giveReason, openActions, renderWithToasts } from '../../test/review-queue.tsx';
import type { BrandFilter } from './brand-account-labels.ts';
import { BrandAccountsPage } from './brand-accounts-page.tsx';

const brand = (fields: Partial<AdminBrandAccount> & Pick<AdminBrandAccount, 'id' | 'name'>): AdminBrandAccount => ({
  cnpj: '11222333000181',
  status: 'pending',
  refusalReason: null,
  ownerName: 'Beatriz Lima',
  ownerEmail: 'beatriz@lumiere.com.br',
  ownerEmailConfirmed: true,
  members: 1,
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  ...fields,
});

/** The brands of the asked status (all without one), and a decision that changes the stored brand, or the error `answer` gives instead. */
const fakeApi = (brands: AdminBrandAccount[], answer?: (decided: AdminBrandAccount) => AdminBrandAccount | ApiError) =>
  fakeReviewApi<AdminBrandAccount>(
    {
      items: brands,
      listed: (item, searchParams) => !searchParams?.status || item.status === searchParams.status,
      decision: /brand-accounts\/([^/]+)\/(approve|refuse)$/,
      decide: (stored, action, reason) =>
        action === 'approve' ? { ...stored, status: 'approved' } : { ...stored, status: 'refused', refusalReason: reason },
      notFound: new ApiError(404, { detail: 'Marca não encontrada.', code: 'BRAND_NOT_FOUND' }),
    },
    answer,
  );

/** The page as its route holds it: the filter in state (the URL's `status`), pending by default. */
function Harness({ api }: { api: ApiClient }) {
  const [filter, setFilter] = useState<BrandFilter>('pending');
  return <BrandAccountsPage api={api} filter={filter} onFilter={setFilter} />;
}

const renderPage = (api: ApiClient) => renderWithToasts(<Harness api={api} />);

const row = (name: string) => screen.getByRole('row', { name: new RegExp(name) });

describe('BrandAccountsPage', () => {
  it('lists the pending brands: company, CNPJ, owner and whether the e-mail is proven, people, sign-up day', async () => {
    const { api, request } = fakeApi([
      brand({ id: 'b1', name: 'Lumière Cosméticos', members: 3 }),
      brand({ id: 'b2', name: 'Grão Cafés', ownerName: 'Caio Mendes', ownerEmail: 'caio@grao.com', ownerEmailConfirmed: false }),
    ]);
    renderPage(api);
    // Contas de marca, not Marcas: the affiliate brands are 'Marcas e comissões'.
    expect(screen.getByRole('heading', { level: 1, name: 'Contas de marca' })).toBeInTheDocument();
    await screen.findByText('Lumière Cosméticos');
    expect(request).toHaveBeenCalledWith('get', '/v3/admin/brand-accounts', expect.objectContaining({ searchParams: { status: 'pending' } }));
    const columns = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(columns).toEqual(['Empresa', 'CNPJ', 'Responsável', 'Pessoas', 'Cadastro', 'Situação', 'Ações']);
    const cells = within(row('Lumière Cosméticos'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      'Lumière Cosméticos',
      '11.222.333/0001-81',
      'Beatriz Limabeatriz@lumiere.com.brE-mail confirmado',
      '3',
      '20/11/2026',
      'Pendente',
    ]);
    expect(row('Grão Cafés')).toHaveTextContent('E-mail não confirmado');
  });

  it('approves a brand after asking, says so and reads the list again', async () => {
    const { api, request } = fakeApi([brand({ id: 'b1', name: 'Lumière Cosméticos' })]);
    const { user } = renderPage(api);
    const dialog = await chooseAction(user, 'Lumière Cosméticos', 'Aprovar', 'Aprovar marca');
    expect(dialog).toHaveTextContent('Lumière Cosméticos (11.222.333/0001-81) passa a usar a área de marcas');
    await user.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Marca aprovada.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('post', '/v3/admin/brand-accounts/b1/approve', expect.anything());
    expect(await screen.findByText('Nenhuma marca aguardando análise.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers no approval while the owner has not proven the e-mail, and says why', async () => {
    const { api } = fakeApi([brand({ id: 'b2', name: 'Grão Cafés', ownerEmailConfirmed: false })]);
    const { user } = renderPage(api);
    await openActions(user, 'Grão Cafés');
    const approve = screen.getByRole('menuitem', { name: /Aprovar/ });
    expect(approve).toBeDisabled();
    expect(approve).toHaveTextContent('Aguardando confirmação do e-mail');
    expect(screen.getByRole('menuitem', { name: 'Recusar' })).toBeEnabled();
  });

  it('refuses with a reason, asked for in the schema’s words, says so and reads the list again', async () => {
    const { api, request } = fakeApi([brand({ id: 'b1', name: 'Lumière Cosméticos' })]);
    const { user } = renderPage(api);
    const dialog = await chooseAction(user, 'Lumière Cosméticos', 'Recusar', 'Recusar marca');
    await user.click(within(dialog).getByRole('button', { name: 'Recusar' }));
    expect(await within(dialog).findByText('Informe o motivo da recusa.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledTimes(1);

    await giveReason(user, dialog, 'Recusar', 'CNPJ de outra empresa.');
    expect(await screen.findByText('Marca recusada.')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith(
      'post',
      '/v3/admin/brand-accounts/b1/refuse',
      expect.objectContaining({ json: { reason: 'CNPJ de outra empresa.' } }),
    );
    expect(await screen.findByText('Nenhuma marca aguardando análise.')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Recusadas' }));
    expect(await screen.findByText('Motivo: CNPJ de outra empresa.')).toBeInTheDocument();
    expect(row('Lumière Cosméticos')).toHaveTextContent('Recusada');
    expect(screen.queryByRole('button', { name: 'Ações para Lumière Cosméticos' })).not.toBeInTheDocument();
  });

  it('says when a filter finds no brand, and when the list could not be read', async () => {
    const { api, request } = fakeApi([]);
    const { user } = renderPage(api);
    expect(await screen.findByText('Nenhuma marca aguardando análise.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Todas' }));
    expect(await screen.findByText('Nenhuma marca cadastrada ainda.')).toBeInTheDocument();
    expect(request).toHaveBeenLastCalledWith('get', '/v3/admin/brand-accounts', expect.objectContaining({ searchParams: {} }));

    request.mockRejectedValueOnce(new ApiError(503, { detail: 'Serviço em manutenção.' }));
    await user.click(screen.getByRole('radio', { name: 'Aprovadas' }));
    expect(await screen.findByText('Não foi possível carregar as marcas')).toBeInTheDocument();
    expect(screen.getByText('Serviço em manutenção.')).toBeInTheDocument();
  });
});
