import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { FieldError } from './field-error.tsx';
import { FieldLabel } from './field-label.tsx';

describe('FieldLabel', () => {
  it('names its control', () => {
    render(
      <>
        <FieldLabel htmlFor="code">Cupom</FieldLabel>
        <input id="code" />
      </>,
    );
    expect(screen.getByLabelText('Cupom')).toHaveAttribute('id', 'code');
  });
});

describe('FieldError', () => {
  it('renders the message as an alert', () => {
    render(<FieldError id="code-error">Por favor, insira um código de cupom</FieldError>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Por favor, insira um código de cupom');
    expect(alert).toHaveAttribute('id', 'code-error');
  });

  it('renders nothing without a message', () => {
    render(<FieldError>{''}</FieldError>);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
