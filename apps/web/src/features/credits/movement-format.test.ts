import { describe, expect, it } from 'vitest';
import { describeMovementAmount, formatMovementAmount, movementKindLabels } from './movement-format.ts';

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
});
