import { COPY_LINK_ERROR, COPY_LINK_SUCCESS, SHARE_NATIVE_ERROR } from '@ma/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptingClipboard, refusingClipboard, setNavigator } from '../../../test/navigator.ts';
import { ShareOptions } from './share-options.tsx';

const url = 'https://maisalcance.example/publi/p-1/public';
const renderOptions = () => render(<ShareOptions url={url} title="Publi" text="Olha essa publi" />);

afterEach(() => {
  setNavigator('clipboard', undefined);
  setNavigator('share', undefined);
});

describe('the public share options', () => {
  it('links the four networks in order, each in a new tab', () => {
    renderOptions();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent?.trim())).toEqual(['WhatsApp', 'Facebook', 'LinkedIn', 'Telegram']);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('href')).toContain(encodeURIComponent(url));
    }
  });

  it("copies the link and says 'Link copiado com sucesso!' in the page", async () => {
    const writeText = acceptingClipboard();
    renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY_LINK_SUCCESS));
  });

  it("says 'Erro ao copiar link' when the browser refuses", async () => {
    refusingClipboard();
    renderOptions();
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY_LINK_ERROR));
  });

  it('offers the native share sheet only where the browser has one', () => {
    renderOptions();
    expect(screen.queryByRole('button', { name: 'Compartilhar' })).not.toBeInTheDocument();
  });

  it('says nothing when the sheet is closed, and the message on a real failure', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>().mockRejectedValueOnce(new DOMException('cancelled', 'AbortError'));
    share.mockRejectedValueOnce(new TypeError('share failed'));
    setNavigator('share', share);
    renderOptions();
    const button = await screen.findByRole('button', { name: 'Compartilhar' });
    await userEvent.click(button);
    expect(share).toHaveBeenCalledWith({ title: 'Publi', text: 'Olha essa publi', url });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent(SHARE_NATIVE_ERROR);
  });
});
