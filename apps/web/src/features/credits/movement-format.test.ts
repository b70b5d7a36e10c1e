import { describe, expect, it } from 'vitest';
import { describeMovementAmount, formatMovementAmount, formatMovementDate, movementKindLabels } from './movement-format.ts';

describe('movement formatting', () => {
  it('labels every kind in pt-BR', () => {
    expect(movementKindLabels).toEqual({ grant: 'Bônus', coupon: 'Cupom', spend: 'Uso', refund: 'Estorno', adjustment: 'Ajuste' });
  });

  it.each([
    [10, '+10', 'mais 10 créditos'],
    [1, '+1', 'mais 1 crédito'],
    [-1, '-1', 'menos 1 crédito'],
    [-3, '-3', 'menos 3 créditos'],
  ])('shows %i as %s (%s)', (amount, shown, spoken) => {
    expect(formatMovementAmount(amount)).toBe(shown);
    expect(describeMovementAmount(amount)).toBe(spoken);
  });

  it('dates in São Paulo time, whatever the runner zone', () => {
    expect(formatMovementDate('2026-03-02T12:05:00.000Z')).toBe('02/03/2026 às 09:05');
    expect(formatMovementDate('2026-01-01T02:00:00Z')).toBe('31/12/2025 às 23:00');
    expect(formatMovementDate('não é data')).toBe('');
  });
});
