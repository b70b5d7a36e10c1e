import { COPY_LINK_ERROR, COPY_LINK_SUCCESS } from '@ma/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { acceptingClipboard, refusingClipboard, setNavigator } from '../../../test/navigator.ts';
import { KitActions } from './kit-actions.tsx';

const url = 'https://maisalcance.example/ana_clara';

afterEach(() => setNavigator('clipboard', undefined));

// The public kit has no toasts: what a copy did is said in the line below the buttons.
describe('the public kit actions', () => {
  it("copies the kit's link and says 'Link copiado com sucesso!'", async () => {
    const writeText = acceptingClipboard();
    render(<KitActions url={url} name="Ana Clara" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY_LINK_SUCCESS));
  });

  it("says 'Erro ao copiar link' when the browser refuses", async () => {
    refusingClipboard();
    render(<KitActions url={url} name="Ana Clara" />);
    await userEvent.click(screen.getByRole('button', { name: 'Copiar link' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COPY_LINK_ERROR));
  });
});
