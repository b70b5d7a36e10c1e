import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewPasswordInput } from './new-password-input.tsx';
import { renderWithTheme } from './testing/render-with-theme.tsx';

describe('NewPasswordInput', () => {
  it("is a required new password with the rule's hint, under the label the form gives", () => {
    renderWithTheme(<NewPasswordInput label="Crie sua senha" />);
    const field = screen.getByLabelText(/Crie sua senha/);
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    expect(field).toHaveAccessibleDescription('Pelo menos 8 caracteres.');
  });
});
