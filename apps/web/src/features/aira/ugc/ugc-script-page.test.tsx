import { ApiError } from '@ma/api-client';
import { ugcScriptText } from '@ma/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { refusingClipboard } from '../../../test/navigator.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { fakeApi, pending, scriptFixture } from '../aira-test-utils.tsx';
import { UgcScriptError } from './ugc-script-error.tsx';
import { UgcScriptPage } from './ugc-script-page.tsx';

const script = scriptFixture();

async function setup(ui: React.ReactNode) {
  const { api } = fakeApi(pending);
  const { wrapper } = await createAppWrapper({ api, path: `/aira/ugc-script/${script.id}` });
  render(ui, { wrapper });
  return { user: userEvent.setup() };
}

// jsdom's Blob has no text().
const readBlob = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('no file was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });

mountToasterForEachTest();

describe('a UGC script (/aira/ugc-script/{id})', () => {
  it('shows the title, the brief, each scene with its seconds and parts, the shot list, the caption and the writer', async () => {
    await setup(<UgcScriptPage script={script} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Review do Sérum Vitamina C' })).toBeInTheDocument();
    expect(screen.getByText('Review')).toBeInTheDocument();
    expect(screen.getByText('Descontraído')).toBeInTheDocument();
    expect(screen.getByText('15 s')).toBeInTheDocument();
    expect(screen.getByText('Gerado por IA (gpt-4o-mini)')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Briefing' })).getByText('Mulheres de 25 a 40 anos')).toBeInTheDocument();

    const scenes = screen.getByRole('region', { name: 'Cenas' });
    expect(within(scenes).getByRole('heading', { name: '0–5 s' })).toBeInTheDocument();
    expect(within(scenes).getByRole('heading', { name: '5–15 s' })).toBeInTheDocument();
    expect(within(scenes).getByText('Close no frasco')).toBeInTheDocument();
    expect(within(scenes).getByText('“Olha o que chegou!”')).toBeInTheDocument();
    expect(within(scenes).getByText('NOVIDADE')).toBeInTheDocument();
    // The second scene has no on-screen text: no empty label for it.
    expect(within(scenes).getAllByText('Texto na tela')).toHaveLength(1);

    expect(within(screen.getByRole('region', { name: 'Lista de planos' })).getByText('Close frontal')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Legenda' })).getByText('Minha pele agradece ✨')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seus roteiros' })).toHaveAttribute('href', '/aira/create-ugc-script');
  });

  it('copies the script as text', async () => {
    const { user } = await setup(<UgcScriptPage script={script} />);
    await user.click(screen.getByRole('button', { name: 'Copiar roteiro' }));
    expect(await navigator.clipboard.readText()).toBe(ugcScriptText(script));
    expect(await screen.findByText('Roteiro copiado.')).toBeInTheDocument();
  });

  it('says how to copy by hand when the browser refuses', async () => {
    const { user } = await setup(<UgcScriptPage script={script} />);
    refusingClipboard();
    await user.click(screen.getByRole('button', { name: 'Copiar roteiro' }));
    expect(await screen.findByText('Não foi possível copiar. Selecione o texto e copie manualmente.')).toBeInTheDocument();
  });

  it('exports the same text as a .txt file named after the title', async () => {
    const { user } = await setup(<UgcScriptPage script={script} />);
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:roteiro';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Exportar .txt' }));
    expect(downloads).toEqual(['roteiro-ugc-review-do-serum-vitamina-c.txt']);
    expect(blobs[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await readBlob(blobs[0])).toBe(ugcScriptText(script));
    expect(await screen.findByText('Roteiro exportado.')).toBeInTheDocument();
  });

  it('reads an unknown script as not found, with the way back', async () => {
    await setup(
      <UgcScriptError error={new ApiError(404, { detail: 'Roteiro não encontrado.', code: 'UGC_SCRIPT_NOT_FOUND' })} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Roteiro não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seus roteiros' })).toHaveAttribute('href', '/aira/create-ugc-script');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers a retry for any other failure', async () => {
    const onRetry = vi.fn();
    const { user } = await setup(<UgcScriptError error={new ApiError(503, { detail: 'Serviço indisponível.' })} onRetry={onRetry} />);
    expect(screen.getByText('Serviço indisponível.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
