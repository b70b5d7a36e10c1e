import { ApiError } from '@ma/api-client';
import { renderFormWith, type TestUser } from '@ma/app-kit/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi, type Mock } from 'vitest';
import { couponWindow } from './coupon-labels.ts';
import { NewCouponForm } from './new-coupon-form.tsx';

/** Pastes `text` into the field labelled `label` (quicker than typing it key by key). */
async function fill(user: TestUser, label: RegExp, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const renderForm = (onSubmit?: Mock) => renderFormWith((submit) => <NewCouponForm onSubmit={submit} />, onSubmit);

describe('NewCouponForm', () => {
  it('sends the code in capitals, the credits, the cap and the days', async () => {
    const { user, onSubmit } = renderForm();
    await fill(user, /Código/, ' bemvinda10 ');
    await fill(user, /Créditos/, '10');
    await fill(user, /Limite de usos/, '100');
    await fill(user, /Válido a partir de/, '2026-12-01');
    await fill(user, /Válido até/, '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'BEMVINDA10', amount: 10, maxRedemptions: 100, validFrom: '2026-12-01', validUntil: '2026-12-31' });
  });

  it('leaves the cap and the days out when empty, and asks for code and credits', async () => {
    const { user, onSubmit } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('Informe o código.')).toBeInTheDocument();
    expect(screen.getByText('Informe quantos créditos o cupom dá.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await fill(user, /Código/, 'LIVRE');
    await fill(user, /Créditos/, '3');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'LIVRE', amount: 3, maxRedemptions: null, validFrom: undefined, validUntil: undefined });
  });

  it('refuses a last day before the first, and shows the server’s message on its field', async () => {
    const detail = 'Já existe um cupom com este código.';
    const { user, onSubmit } = renderForm(vi.fn().mockRejectedValue(new ApiError(409, { detail, fields: { code: detail } })));
    await fill(user, /Código/, 'DUP');
    await fill(user, /Créditos/, '1');
    await fill(user, /Válido a partir de/, '2026-12-10');
    await fill(user, /Válido até/, '2026-12-01');
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findByText('A data final precisa ser depois da inicial.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText(/Válido até/));
    await user.click(screen.getByRole('button', { name: 'Criar cupom' }));
    expect(await screen.findAllByText(detail)).not.toHaveLength(0);
    expect(screen.getByLabelText(/Código/)).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('couponWindow', () => {
  it('names the last valid day (the end is exclusive) and when an expired coupon ended', () => {
    expect(couponWindow({ validFrom: '2026-12-01T03:00:00.000Z', validUntil: '2027-01-01T03:00:00.000Z', status: 'active' })).toBe(
      'de 01/12/2026 até 31/12/2026',
    );
    expect(couponWindow({ validFrom: null, validUntil: null, status: 'active' })).toBe('desde a criação, sem fim');
    expect(couponWindow({ validFrom: null, validUntil: '2026-12-05T17:30:00.000Z', status: 'expired' })).toBe(
      'desde a criação, encerrado em 05/12/2026, 14:30',
    );
  });
});
