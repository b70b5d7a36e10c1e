import { formatCount } from '@ma/domain';
import { describe, expect, it } from 'vitest';
import { creditChangePayloadSchema, MAX_OPERATOR_CREDITS } from './creators.ts';

describe('creditChangePayloadSchema', () => {
  const change = (amount: number) => creditChangePayloadSchema.safeParse({ direction: 'add', amount, reason: 'Ajuste de teste' });

  it('takes up to the credits an operator may move at once, and refuses more naming the limit', () => {
    expect(change(MAX_OPERATOR_CREDITS).success).toBe(true);
    expect(change(MAX_OPERATOR_CREDITS + 1).error?.issues[0]?.message).toBe(`No máximo ${formatCount(MAX_OPERATOR_CREDITS)} créditos de uma vez.`);
  });
});
