import { ApiError } from '@ma/api-client';
import type { BrandProposal } from '@ma/api-client/brand';
import { renderWithTheme } from '@ma/app-kit/testing';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { ProposalEditor } from './proposal-editor.tsx';
import { aProposal } from './test-proposals.ts';

const LOGO = 'http://localhost:3000/v3/files/logos/0123456789abcdef01234567.webp';
const withLogo = (logoUrl: string | null, changes: Partial<BrandProposal> = {}) =>
  aProposal({ ...changes, fields: { ...aProposal().fields, logoUrl } });

function renderEditor(answers: Parameters<typeof fakeApi>[0], proposal?: BrandProposal) {
  const { api, request } = fakeApi(answers);
  const rendered = renderWithTheme(
    <QueryClientProvider client={new QueryClient()}>
      <ProposalEditor
        api={api}
        brandName="Lumière"
        proposal={proposal}
        backLink={null}
        onSaved={vi.fn().mockResolvedValue(undefined)}
        onDiscarded={vi.fn().mockResolvedValue(undefined)}
      />
    </QueryClientProvider>,
  );
  return { ...rendered, request };
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
const uploads = (request: ReturnType<typeof fakeApi>['request']) =>
  request.mock.calls.filter(([method, path]) => `${method} ${path}` === 'post /v3/brand/proposals/logo');

describe('the logo of a brand’s proposal', () => {
  it('uploads a file for the saved draft, shows it at once, and the next save keeps it', async () => {
    let answer: (proposal: BrandProposal) => void = () => undefined;
    const { user, request } = renderEditor(
      {
        'post /v3/brand/proposals/logo': () => new Promise<BrandProposal>((resolve) => (answer = resolve)),
        'put /v3/brand/proposals/bp-1': (json: unknown) => withLogo((json as { logoUrl: string | null }).logoUrl),
      },
      aProposal(),
    );
    expect(screen.queryByRole('img', { name: 'Logo de Lumière' })).not.toBeInTheDocument();
    await user.upload(fileInput(), png());
    // While it goes: the button spins, and is not pressed twice.
    await waitFor(() => expect(screen.getByRole('button', { name: /Enviar logo/ })).toHaveAttribute('data-loading'));
    const [call] = uploads(request);
    const options = call?.[2] as { searchParams: Record<string, string>; form: FormData } | undefined;
    expect(options?.searchParams).toEqual({ proposal: 'bp-1' });
    expect(options?.form.get('file')).toBeInstanceOf(File);
    answer(withLogo(LOGO));
    expect(await screen.findByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.getByRole('button', { name: /Trocar logo/ })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() =>
      expect(request.mock.calls.filter(([method]) => method === 'put').map(([, , options]) => options?.json)).toEqual([
        expect.objectContaining({ logoUrl: LOGO }),
      ]),
    );
  });

  it('says the rule of a file too large, and sends nothing', async () => {
    const { user, request } = renderEditor({}, aProposal());
    await user.upload(fileInput(), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Envie uma imagem PNG, JPEG ou WebP de até 2 MB.');
    expect(uploads(request)).toEqual([]);
  });

  it('shows the API’s refusal in its words, and keeps the logo it had', async () => {
    const refusal = new ApiError(422, {
      detail: 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.',
      code: 'VALIDATION_FAILED',
      fields: { file: 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.' },
    });
    const { user } = renderEditor({ 'post /v3/brand/proposals/logo': refusal }, withLogo(LOGO));
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Envie uma imagem PNG, JPEG ou WebP de até 2 MB.');
    expect(screen.getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.getByRole('button', { name: /Trocar logo/ })).toBeEnabled();
  });

  it('removes the logo with the next save', async () => {
    const { user, request } = renderEditor({ 'put /v3/brand/proposals/bp-1': withLogo(null) }, withLogo(LOGO));
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.queryByRole('img', { name: 'Logo de Lumière' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar rascunho' }));
    await waitFor(() => expect(request.mock.calls.filter(([method]) => method === 'put').map(([, , options]) => options?.json)).toHaveLength(1));
    expect(request.mock.calls.find(([method]) => method === 'put')?.[2]?.json).toMatchObject({ logoUrl: null });
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
