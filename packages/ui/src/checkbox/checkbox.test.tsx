import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { Checkbox } from './checkbox.tsx';

describe('Checkbox', () => {
  it('toggles through its label', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Eu aceito negociar este valor." />);
    const box = screen.getByRole('checkbox', { name: 'Eu aceito negociar este valor.' });
    await user.click(screen.getByText('Eu aceito negociar este valor.'));
    expect(box).toBeChecked();
  });

  it('announces its error', () => {
    render(<Checkbox label="Aceito a política" error="Aceite a política para continuar." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Aceite a política para continuar.');
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
