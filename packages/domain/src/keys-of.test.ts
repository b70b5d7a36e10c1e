import { describe, expect, it } from 'vitest';
import { pixKeyTypes } from './affiliate/pix.ts';
import { brazilianStates } from './brazilian-states.ts';
import { keysOf } from './keys-of.ts';

describe('keysOf', () => {
  it('gives the keys in the order they are written', () => {
    expect(keysOf({ b: 'Bê', a: 'A', c: 'Cê' })).toEqual(['b', 'a', 'c']);
  });

  it('keeps the lists the database enums were made from, in their order', () => {
    expect(pixKeyTypes).toEqual(['cpf', 'cnpj', 'email', 'phone', 'random']);
    expect(brazilianStates).toHaveLength(27);
    expect(brazilianStates.slice(0, 3)).toEqual(['AC', 'AL', 'AP']);
  });
});
