import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MutationButton } from './mutation-button.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

const links = [
  { id: 'l1', label: 'Agência' },
  { id: 'l2', label: 'Loja' },
];

describe('MutationButton', () => {
  it('runs the mutation on its item, and spins only on the item it runs on', async () => {
    const mutation = { isPending: true, variables: { id: 'l2', label: 'Loja' }, mutate: vi.fn() };
    const { user } = renderWithTheme(
      <>
        {links.map((link) => (
          <MutationButton key={link.id} mutation={mutation} item={link} aria-label={`Revogar ${link.label}`}>
            Revogar
          </MutationButton>
        ))}
      </>,
    );
    expect(screen.getByRole('button', { name: 'Revogar Loja' })).toHaveAttribute('data-loading', 'true');
    expect(screen.getByRole('button', { name: 'Revogar Agência' })).not.toHaveAttribute('data-loading');
    await user.click(screen.getByRole('button', { name: 'Revogar Agência' }));
    expect(mutation.mutate).toHaveBeenCalledWith(links[0]);
  });

  it('runs a mutation without variables, and spins while it runs', async () => {
    const idle = { isPending: false, variables: undefined, mutate: vi.fn() };
    const running = { ...idle, isPending: true };
    const { user } = renderWithTheme(
      <>
        <MutationButton mutation={idle}>Reenviar</MutationButton>
        <MutationButton mutation={running}>Confirmar</MutationButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    expect(idle.mutate).toHaveBeenCalledWith(undefined);
    expect(screen.getByRole('button', { name: 'Reenviar' })).not.toHaveAttribute('data-loading');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveAttribute('data-loading', 'true');
  });
});
