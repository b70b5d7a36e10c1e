import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../test/render.tsx';
import { ConfirmModal } from './confirm-modal.tsx';

function renderModal() {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmModal opened title="Remover da equipe" confirmLabel="Remover" loading={false} onConfirm={onConfirm} onClose={onClose}>
      Perde o acesso na hora.
    </ConfirmModal>,
  );
  return { onConfirm, onClose };
}

describe('ConfirmModal', () => {
  it('says what the step does and takes it on its button', async () => {
    const { onConfirm, onClose } = renderModal();
    expect(screen.getByRole('dialog', { name: 'Remover da equipe' })).toHaveTextContent('Perde o acesso na hora.');
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('goes back by Cancelar or by the close button, named Fechar', async () => {
    const { onConfirm, onClose } = renderModal();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('draws its title bar as no landmark', () => {
    renderModal();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});
