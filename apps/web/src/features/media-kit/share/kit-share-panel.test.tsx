import type { ApiClient } from '@ma/api-client';
import { COPY_LINK_SUCCESS } from '@ma/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createAppWrapper } from '../../../test/app-wrapper.tsx';
import { acceptingClipboard } from '../../../test/navigator.ts';
import { mountToasterForEachTest } from '../../../test/render-with-toaster.tsx';
import { KitSharePanel } from './kit-share-panel.tsx';

const url = 'http://localhost:3000/maria';
// The panel makes no call: a client that never answers.
const api = { request: () => new Promise(() => undefined) } as unknown as ApiClient;

async function setup() {
  const { wrapper } = await createAppWrapper({ api });
  render(<KitSharePanel url={url} name="Maria Souza" username="maria" />, { wrapper });
  return userEvent.setup();
}

mountToasterForEachTest();

describe('KitSharePanel', () => {
  it('shows the link and copies it', async () => {
    const user = await setup();
    expect(screen.getByLabelText('Link do seu mídia kit')).toHaveValue(url);
    const writeText = acceptingClipboard();

    await user.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(await screen.findByText(COPY_LINK_SUCCESS)).toBeInTheDocument();
  });

  it('offers the networks of the public proposal with the kit link', async () => {
    await setup();
    expect(screen.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(url)));
    for (const name of ['Facebook', 'LinkedIn', 'Telegram']) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(url)));
    }
  });

  it('draws the QR code of the link and downloads it as a PNG named after the username', async () => {
    const user = await setup();
    const image = await screen.findByRole('img', { name: 'QR code do link do seu mídia kit' });
    expect(image).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
    expect(image).toHaveAttribute('width', '200');

    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    await user.click(screen.getByRole('button', { name: 'Baixar QR code' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]?.download).toBe('midia-kit-maria-qrcode.png');
    expect(clicked[0]?.href).toMatch(/^data:image\/png;base64,/);
  });
});
