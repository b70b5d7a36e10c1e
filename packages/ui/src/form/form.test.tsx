import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { FORM_ERROR, FormError } from './form-error.tsx';
import { FormSubmit } from './form-submit.tsx';

describe('FormError', () => {
  it("shows the form's own message as an alert", () => {
    render(<FormError errors={{ [FORM_ERROR]: 'E-mail ou senha incorretos.', email: 'Inválido' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('E-mail ou senha incorretos.');
    expect(screen.queryByText('Inválido')).not.toBeInTheDocument();
  });

  it('shows nothing when only fields are wrong', () => {
    render(<FormError errors={{ email: 'Inválido' }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FormSubmit', () => {
  it("is the form's message and its submit button", () => {
    render(<FormSubmit form={{ errors: { [FORM_ERROR]: 'Tente de novo.' }, submitting: false }}>Entrar</FormSubmit>);
    expect(screen.getByRole('alert')).toHaveTextContent('Tente de novo.');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
  });

  it('is busy while the form sends', () => {
    render(<FormSubmit form={{ errors: {}, submitting: true }}>Entrar</FormSubmit>);
    expect(screen.getByRole('button', { name: /Entrar/ })).toHaveAttribute('data-loading', 'true');
  });
});
