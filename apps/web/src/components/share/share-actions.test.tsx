import { SHARE_NATIVE_ERROR } from '@ma/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNavigator } from '../../test/navigator.ts';
import { mountToasterForEachTest } from '../../test/render-with-toaster.tsx';
import { canShareNatively, shareNatively } from './share-actions.ts';

const link = 'http://localhost:3000/publi/p-1/public';

mountToasterForEachTest();
afterEach(() => {
  setNavigator('share', undefined);
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
