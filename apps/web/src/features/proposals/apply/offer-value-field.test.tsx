import { theme } from '@ma/ui/theme';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OfferValueField } from './offer-value-field.tsx';

const WARNING = 'Seu valor está bem acima do sugerido pela marca (R$ 2.500,00). Tem certeza?';

const renderField = (value: number | string, acceptsNegotiations = true) =>
  render(
    <MantineProvider theme={theme} env="test">
      <OfferValueField
        proposal={{ valueCents: 250_000, acceptsNegotiations }}
        valueProps={{ value, onChange: vi.fn() }}
        negotiableProps={{ checked: false, onChange: vi.fn() }}
      />
    </MantineProvider>,
  );

describe('OfferValueField', () => {
  it("warns, without refusing, when the offer is more than twice the brand's value", () => {
    renderField(999_999);
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    // A warning, not an error: the input is still valid.
    expect(screen.getByLabelText('Valor da sua proposta')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('warns too while the input holds its fixed decimals as text, as NumberInput hands them over', () => {
    renderField('999999.00');
    expect(screen.getByText(WARNING)).toBeInTheDocument();
  });

  it('says nothing up to twice the value, nor while the value is empty', () => {
    renderField(5000);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    renderField('');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });

  it('leaves a non-negotiable proposal to its refusal', () => {
    renderField(999_999, false);
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
  });
});
