import type { ApiClient } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { plainTerms } from '@ma/api-client/testing';
import { emptyProposalValues } from '@ma/app-kit/proposal-fields';
import { formValuesOf, ProposalForm } from './proposal-form.tsx';

// The reference lists the form reads: two niches, one state.
const LOGO = 'http://localhost:3000/v3/files/logos/0123456789abcdef01234567.webp';
const api: ApiClient = {
  request: vi.fn((_method: string, path: string) =>
    Promise.resolve(
      path === '/v3/admin/proposals/logos'
        ? { logoUrl: LOGO }
        : path.endsWith('/categories')
          ? {
              items: [
                { id: 'beleza', name: 'Beleza' },
                { id: 'moda', name: 'Moda' },
              ],
            }
          : { items: path.includes('/cities') ? ['Salvador'] : [{ uf: 'BA', name: 'Bahia' }] },
    ),
  ) as ApiClient['request'],
};

const renderForm = (onSubmit = vi.fn().mockResolvedValue(undefined), initial?: Parameters<typeof ProposalForm>[0]['initial']) =>
  renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalForm api={api} submitLabel="Publicar proposta" onSubmit={onSubmit} initial={initial} />
    </QueryClientProvider>,
  );

describe('ProposalForm', () => {
  it('sends the fields as the API takes them: reais, empty numbers and dates as none', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderForm(onSubmit);
    // Pasted: the whole form renders again at each keystroke, which typing letter by letter makes slow.
    await user.click(screen.getByLabelText(/^Nome/));
    await user.paste('Glow de Verão');
    await user.click(screen.getByLabelText(/^Marca/));
    await user.paste('Lumière');
    await user.click(screen.getByLabelText(/^Valor/));
    await user.paste('1500,5');
    await user.click(screen.getByLabelText('Também para Prata (senão, só Ouro)'));
    await user.click(screen.getByRole('button', { name: 'Publicar proposta' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Glow de Verão',
        brandName: 'Lumière',
        value: 1500.5,
        isSilversAlloweds: true,
        description: null,
        minFollowers: null,
        audienceStates: null,
        validUntil: null,
        logoUrl: null,
      }),
    );
  });

  it('says what is missing, field by field, and sends nothing', async () => {
    const onSubmit = vi.fn();
    const { user } = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Publicar proposta' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe a marca.')).toBeInTheDocument();
    expect(screen.getByText('Informe um valor.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('opens a proposal with its values: reais from centavos, the validity as its São Paulo day', () => {
    const values = formValuesOf({
      ...plainTerms,
      id: 'p1',
      name: 'Glow',
      brandName: 'Lumière',
      categoriesOfInfluencer: ['Beleza'],
      partnershipType: 'cache',
      valueCents: 150050,
      acceptsNegotiations: true,
      maxFollowers: 5000,
      validUntil: '2027-01-01T02:59:59.999Z',
      publishedAt: '2026-11-01T12:00:00.000Z',
      closedAt: null,
      state: 'open',
      totalApplications: 0,
    });
    expect(values).toMatchObject({ value: 1500.5, validUntil: '2026-12-31', minFollowers: '', maxFollowers: 5000, description: '' });
  });

  // The logo field is @ma/app-kit's (its behaviour tested there); here, what the operator's form does with it.
  it('uploads a logo, shows it, and sends its address with the proposal; Remover sends none', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const { user } = renderForm(onSubmit, { ...emptyProposalValues(), name: 'Glow', brandName: 'Lumière', value: 100 });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(vi.mocked(api.request)).toHaveBeenCalledWith('post', '/v3/admin/proposals/logos', expect.objectContaining({ form: expect.any(FormData) }));
    await user.click(screen.getByRole('button', { name: 'Publicar proposta' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ logoUrl: LOGO }));
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await user.click(screen.getByRole('button', { name: 'Publicar proposta' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ logoUrl: null }));
  });
});
