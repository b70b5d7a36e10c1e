import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '../test/render.tsx';
import { CopyField } from './copy-field.tsx';

describe('CopyField', () => {
  it('shows the value under its label, with the copy button', () => {
    render(<CopyField label="Seus códigos" value={'aaaa-bbbb\ncccc-dddd'} copyLabel="Copiar os códigos" />);
    expect(screen.getByText('Seus códigos')).toBeInTheDocument();
    expect(screen.getByText(/aaaa-bbbb/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar os códigos' })).toBeInTheDocument();
  });

  it("needs no label, and the button says 'Copiar' unless told", () => {
    render(<CopyField value="https://maisalcance.com.br/l/abc" />);
    expect(screen.getByText('https://maisalcance.com.br/l/abc')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
  });
});
