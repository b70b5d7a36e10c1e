import { ApiError } from '@ma/api-client';
import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import { aProposal, aPublished } from './test-proposals.ts';
import type { BrandProposal } from '@ma/api-client/brand';

function renderEditor(answers: Parameters<typeof fakeApi>[0], proposal?: BrandProposal) {
  const { api, request } = fakeApi(answers);
  const onSaved = vi.fn().mockResolvedValue(undefined);
  const onDiscarded = vi.fn().mockResolvedValue(undefined);
  const rendered = renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalEditor api={api} brandName="Lumière" proposal={proposal} backLink={null} onSaved={onSaved} onDiscarded={onDiscarded} />
    </QueryClientProvider>,
  );
  return { ...rendered, request, onSaved, onDiscarded };
}

const sent = (request: ReturnType<typeof fakeApi>['request'], method: string, path: string) =>
  request.mock.calls.filter(([m, p]) => m === method && p === path).map(([, , options]) => options?.json);

describe('ProposalEditor', () => {
  it('saves a new draft with the brand’s name as its Marca', async () => {
    const { user, request, onSaved } = renderEditor({ 'post /v3/brand/proposals': aProposal() });
    expect(screen.getByLabelText(/^Marca/)).toHaveValue('Lumière');
    await user.click(screen.getByLabelText(/^Nome/));
    await user.paste('Glow de Verão');
    await user.click(screen.getByLabelText(/^Valor/));
    await user.paste('1500,5');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(aProposal()));
    expect(sent(request, 'post', '/v3/brand/proposals')).toEqual([
      expect.objectContaining({ name: 'Glow de Verão', brandName: 'Lumière', value: 1500.5, description: null, validUntil: null }),
    ]);
  });

  it('checks the fields by the schema before sending anything', async () => {
    const { user, request } = renderEditor({});
    await user.clear(screen.getByLabelText(/^Marca/));
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    expect(await screen.findByText('Informe o nome.')).toBeInTheDocument();
    expect(screen.getByText('Informe a marca.')).toBeInTheDocument();
    expect(request.mock.calls.filter(([, path]) => path.startsWith('/v3/brand'))).toEqual([]);
  });

  it('sends a draft for review: saves it, then submits it', async () => {
    const submitted = aProposal({ state: 'submitted' });
    const { user, request, onSaved } = renderEditor(
      { 'put /v3/brand/proposals/bp-1': aProposal(), 'post /v3/brand/proposals/bp-1/submit': submitted },
      aProposal(),
    );
    await user.click(screen.getByRole('button', { name: 'Enviar para análise' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(submitted));
    expect(sent(request, 'put', '/v3/brand/proposals/bp-1')).toEqual([expect.objectContaining({ name: 'Glow de Verão', value: 1500.5 })]);
    expect(request.mock.calls.map(([method, path]) => `${method} ${path}`)).toContain('post /v3/brand/proposals/bp-1/submit');
  });

  it('puts the API’s field messages on their fields and keeps what was typed', async () => {
    const refusal = new ApiError(422, { detail: 'Confira os campos.', code: 'VALIDATION_FAILED', fields: { name: 'Nome já usado.' } });
    const { user } = renderEditor({ 'put /v3/brand/proposals/bp-1': refusal }, aProposal());
    await user.click(screen.getByLabelText(/^Nome/));
    await user.paste(' 2');
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    expect(await screen.findByText('Nome já usado.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Confira os campos.');
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Glow de Verão 2');
  });

  it('shows a submitted proposal read only', () => {
    renderEditor({}, aProposal({ state: 'submitted' }));
    expect(screen.getByText('Em análise pela equipe da Mais Alcance')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Salvar rascunho' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Descartar' })).not.toBeInTheDocument();
  });

  it('shows a returned proposal’s reason, and discards it after confirming', async () => {
    const { user, request, onDiscarded } = renderEditor(
      { 'delete /v3/brand/proposals/bp-1': undefined },
      aProposal({ state: 'returned', returnReason: 'Descreva as entregas.' }),
    );
    expect(screen.getByText('Motivo: Descreva as entregas.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(request).not.toHaveBeenCalledWith('delete', '/v3/brand/proposals/bp-1');
    const confirm = await screen.findByRole('dialog', { name: 'Descartar proposta' });
    await user.click(within(confirm).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(onDiscarded).toHaveBeenCalled());
    expect(request).toHaveBeenCalledWith('delete', '/v3/brand/proposals/bp-1');
  });

  it('extends a published proposal, with the API’s refusal on the date, and closes it after confirming', async () => {
    const published = aProposal({ state: 'published', published: aPublished({ totalApplications: 2 }) });
    const notLater = new ApiError(422, { detail: 'A nova data final precisa ser depois da atual e de hoje.', code: 'VALID_UNTIL_NOT_LATER' });
    const closed = aProposal({ state: 'published', published: aPublished({ state: 'closed' }) });
    const { user, request, onSaved } = renderEditor(
      {
        'patch /v3/brand/proposals/bp-1/published': (change: { close?: true }) => {
          if (!change.close) throw notLater;
          return closed;
        },
      },
      published,
    );
    expect(screen.getByText('Aberta · 2 candidaturas')).toBeInTheDocument();
    expect(screen.getByText('O valor é o combinado com as criadoras e pago diretamente pela marca.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toBeDisabled();
    // Its last day is the published one (São Paulo's day), not the draft's.
    expect(screen.getByLabelText(/^Válida até/)).toHaveValue('2026-12-30');
    await user.type(screen.getByLabelText('Nova data final'), '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Prorrogar' }));
    const field = screen.getByLabelText('Nova data final');
    await waitFor(() => expect(field).toHaveAccessibleDescription('A nova data final precisa ser depois da atual e de hoje.'));
    expect(field).toHaveValue('2026-12-01');
    expect(sent(request, 'patch', '/v3/brand/proposals/bp-1/published')).toEqual([{ validUntil: '2026-12-01' }]);

    await user.click(screen.getByRole('button', { name: 'Encerrar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar proposta' });
    expect(dialog).toHaveTextContent('deixa de receber candidaturas');
    await user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(closed));
    expect(sent(request, 'patch', '/v3/brand/proposals/bp-1/published')).toEqual([{ validUntil: '2026-12-01' }, { close: true }]);
  });
});

// The logo field is @ma/app-kit's (its behaviour tested there); here, what the brand's form does with it.
describe('the logo of a brand’s proposal', () => {
  const LOGO = 'http://localhost:3000/v3/files/logos/0123456789abcdef01234567.webp';
  const withLogo = (logoUrl: string | null, changes: Partial<BrandProposal> = {}) =>
    aProposal({ ...changes, fields: { ...aProposal().fields, logoUrl } });
  const fileInput = () => {
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    return input;
  };
  const png = () => new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });

  it('uploads a file for the saved draft, shows it at once, and the next save keeps it', async () => {
    const { user, request } = renderEditor(
      {
        'post /v3/brand/proposals/logo': withLogo(LOGO),
        'put /v3/brand/proposals/bp-1': (json: unknown) => withLogo((json as { logoUrl: string | null }).logoUrl),
      },
      aProposal(),
    );
    expect(screen.getByText('PNG, JPEG ou WebP, até 2 MB. O logo enviado já fica salvo na proposta.')).toBeInTheDocument();
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    const [call] = request.mock.calls.filter(([method, path]) => `${method} ${path}` === 'post /v3/brand/proposals/logo');
    const options = call?.[2] as { searchParams: Record<string, string>; form: FormData } | undefined;
    expect(options?.searchParams).toEqual({ proposal: 'bp-1' });
    expect(options?.form.get('file')).toBeInstanceOf(File);
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(sent(request, 'put', '/v3/brand/proposals/bp-1')).toEqual([expect.objectContaining({ logoUrl: LOGO })]));
  });

  it('removes the logo with the next save', async () => {
    const { user, request } = renderEditor({ 'put /v3/brand/proposals/bp-1': withLogo(null) }, withLogo(LOGO));
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(sent(request, 'put', '/v3/brand/proposals/bp-1')).toEqual([expect.objectContaining({ logoUrl: null })]));
  });

  it('asks a new proposal to be saved first, and no address field is left', () => {
    renderEditor({});
    expect(screen.getByRole('button', { name: /Enviar logo/ })).toBeDisabled();
    expect(screen.getByText('Salve o rascunho para enviar o logo.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/endereço da imagem/)).not.toBeInTheDocument();
  });

  it('shows a submitted proposal’s logo without its buttons', () => {
    renderEditor({}, withLogo(LOGO, { state: 'submitted' }));
    expect(screen.getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.queryByRole('button', { name: /logo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
  });
});
