import { COPY_LINK_ERROR, COPY_LINK_SUCCESS, SHARE_NATIVE_ERROR } from '@ma/domain';
import { toast } from '@ma/ui/toasts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToaster } from '../../test/render-with-toaster.tsx';
import { canShareNatively, copyLink, shareNatively } from './share-actions.ts';

const link = 'http://localhost:3000/publi/p-1/public';
const setNavigator = (key: 'clipboard' | 'share', value: unknown) =>
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });

beforeEach(() => {
  renderToaster();
});
afterEach(() => {
  act(() => toast.clean());
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
});

describe('copyLink', () => {
  it("copies the link and says 'Link copiado com sucesso!'", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    await act(() => copyLink(link));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText(COPY_LINK_SUCCESS)).toBeInTheDocument();
  });

  it("says 'Erro ao copiar link' when the browser refuses", async () => {
    setNavigator('clipboard', { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    await act(() => copyLink(link));
    expect(await screen.findByText(COPY_LINK_ERROR)).toBeInTheDocument();
  });
});

describe('native share', () => {
  it('is offered only where the browser has a share sheet', () => {
    expect(canShareNatively()).toBe(false);
    setNavigator('share', () => Promise.resolve());
    expect(canShareNatively()).toBe(true);
  });

  it('says nothing when the person closes the sheet', async () => {
    setNavigator('share', () => Promise.reject(new DOMException('cancelled', 'AbortError')));
    await act(() => shareNatively({ title: 'Publi', text: 'Olha', url: link }));
    expect(screen.queryByText(SHARE_NATIVE_ERROR)).not.toBeInTheDocument();
  });

  it("says 'Erro ao compartilhar com o Nativo' on a real failure", async () => {
    setNavigator('share', () => Promise.reject(new TypeError('share failed')));
    await act(() => shareNatively({ title: 'Publi', text: 'Olha', url: link }));
    expect(await screen.findByText(SHARE_NATIVE_ERROR)).toBeInTheDocument();
  });
});
