import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmStep } from './confirm-step.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

const coupon = { id: 'c1', code: 'VERAO10' };

const renderStep = (item: typeof coupon | undefined, isPending = false) => {
  const mutation = { isPending, mutate: vi.fn() };
  const onClose = vi.fn();
  const rendered = renderWithTheme(
    <ConfirmStep item={item} mutation={mutation} onClose={onClose} title="Expirar cupom" confirmLabel="Expirar">
      {(asked) => `O cupom ${asked.code} deixa de valer.`}
    </ConfirmStep>,
  );
  return { ...rendered, mutation, onClose };
};

describe('ConfirmStep', () => {
  it('asks about the item, and confirming runs the mutation on it', async () => {
    const { user, mutation } = renderStep(coupon);
    const dialog = screen.getByRole('dialog', { name: 'Expirar cupom' });
    expect(dialog).toHaveTextContent('O cupom VERAO10 deixa de valer.');
    await user.click(screen.getByRole('button', { name: 'Expirar' }));
    expect(mutation.mutate).toHaveBeenCalledWith(coupon);
  });

  it('goes back without running it', async () => {
    const { user, mutation, onClose } = renderStep(coupon);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(mutation.mutate).not.toHaveBeenCalled();
  });

  it('is closed while no item is asked about', () => {
    renderStep(undefined);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
