import { ApiError } from '@ma/api-client';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProposalLogoField } from './proposal-logo-field.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

const LOGO = 'http://localhost:3000/v3/files/logos/0123456789abcdef01234567.webp';
const RULE = 'Envie uma imagem PNG, JPEG ou WebP de até 2 MB.';

/** The field as a form holds it: `upload` answers with the stored file's address, 'Remover' clears it. */
function Field({
  initial,
  upload,
  ...props
}: { initial: string | null; upload: (file: File) => Promise<string> } & Partial<Parameters<typeof ProposalLogoField>[0]>) {
  const [value, setValue] = useState(initial);
  return (
    <ProposalLogoField
      brandName=" Lumière "
      value={value}
      upload={async (file) => setValue(await upload(file))}
      onRemove={() => setValue(null)}
      {...props}
    />
  );
}

const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};
const png = (bytes = 100) => new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });

describe('ProposalLogoField', () => {
  it('uploads a file, spins while it goes, then shows it with Trocar logo and Remover', async () => {
    let answer: (url: string) => void = () => undefined;
    const upload = vi.fn((_file: File) => new Promise<string>((resolve) => (answer = resolve)));
    const { user } = renderWithTheme(<Field initial={null} upload={upload} />);
    expect(screen.getByRole('group', { name: 'Logo da marca' })).toHaveTextContent('L');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('PNG, JPEG ou WebP, até 2 MB.')).toBeInTheDocument();
    await user.upload(fileInput(), png());
    await waitFor(() => expect(screen.getByRole('button', { name: /Enviar logo/ })).toHaveAttribute('data-loading'));
    expect(upload).toHaveBeenCalledWith(expect.objectContaining({ name: 'logo.png' }));
    answer(LOGO);
    expect(await screen.findByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.getByRole('button', { name: /Trocar logo/ })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeEnabled();
  });

  it('says the rule of a file too large, and sends nothing', async () => {
    const upload = vi.fn();
    const { user } = renderWithTheme(<Field initial={null} upload={upload} />);
    await user.upload(fileInput(), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(RULE);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows the API’s refusal in its words, and keeps the logo it had', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const upload = vi.fn(() => new Promise<string>((_resolve, reject) => (refuse = reject)));
    const { user } = renderWithTheme(<Field initial={LOGO} upload={upload} />);
    await user.upload(fileInput(), png());
    // While the new one goes, the old one is not removed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remover' })).toBeDisabled());
    refuse(new ApiError(422, { detail: RULE, code: 'VALIDATION_FAILED', fields: { file: RULE } }));
    expect(await screen.findByRole('alert')).toHaveTextContent(RULE);
    expect(screen.getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.getByRole('button', { name: /Trocar logo/ })).toBeEnabled();
  });

  it('removes the logo, back to the initial and Enviar logo', async () => {
    const { user } = renderWithTheme(<Field initial={LOGO} upload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Remover' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Enviar logo/ })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Remover' })).not.toBeInTheDocument();
  });

  it('says why nothing can be sent yet, with the button disabled, and sends nothing', async () => {
    const upload = vi.fn();
    const { user } = renderWithTheme(<Field initial={null} upload={upload} notYet="Salve o rascunho para enviar o logo." hint="Nunca visto." />);
    expect(screen.getByRole('button', { name: /Enviar logo/ })).toBeDisabled();
    expect(screen.getByText('Salve o rascunho para enviar o logo.')).toBeInTheDocument();
    expect(screen.queryByText('Nunca visto.')).not.toBeInTheDocument();
    await user.upload(fileInput(), png());
    expect(upload).not.toHaveBeenCalled();
  });

  it('read only: the logo without its buttons or hint', () => {
    renderWithTheme(<Field initial={LOGO} upload={vi.fn()} readOnly />);
    expect(screen.getByRole('img', { name: 'Logo de Lumière' })).toHaveAttribute('src', LOGO);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByText(/PNG, JPEG ou WebP/)).not.toBeInTheDocument();
  });
});
