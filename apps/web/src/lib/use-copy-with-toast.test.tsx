import { COPY_LINK_ERROR, COPY_LINK_SUCCESS } from '@ma/domain';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptingClipboard, refusingClipboard, setNavigator } from '../test/navigator.ts';
import { mountToasterForEachTest } from '../test/render-with-toaster.tsx';
import { useCopyWithToast } from './use-copy-with-toast.ts';

const link = 'http://localhost:3000/publi/p-1/public';

mountToasterForEachTest();
afterEach(() => {
  setNavigator('clipboard', undefined);
});

describe('useCopyWithToast', () => {
  it("copies a link and says 'Link copiado com sucesso!'", async () => {
    const writeText = acceptingClipboard();
    const { result } = renderHook(() => useCopyWithToast());
    act(() => result.current(link));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText(COPY_LINK_SUCCESS)).toBeInTheDocument();
  });

  it("says 'Erro ao copiar link' when the browser refuses", async () => {
    refusingClipboard();
    const { result } = renderHook(() => useCopyWithToast());
    act(() => result.current(link));
    expect(await screen.findByText(COPY_LINK_ERROR)).toBeInTheDocument();
  });

  it('says it failed where the browser has no clipboard at all', async () => {
    setNavigator('clipboard', undefined);
    const { result } = renderHook(() => useCopyWithToast());
    act(() => result.current(link));
    expect(await screen.findByText(COPY_LINK_ERROR)).toBeInTheDocument();
  });

  it('says every copy, also a second one right after the first', async () => {
    acceptingClipboard();
    const { result } = renderHook(() => useCopyWithToast({ copied: 'Roteiro copiado.', failed: 'Não deu.' }));
    act(() => result.current('um'));
    expect(await screen.findAllByText('Roteiro copiado.')).toHaveLength(1);
    act(() => result.current('dois'));
    await waitFor(() => expect(screen.getAllByText('Roteiro copiado.')).toHaveLength(2));
  });
});
