import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('calls anything under the 8 characters of the rule too short', () => {
    expect(passwordStrength('')).toEqual({ level: 0, label: 'Muito curta' });
    expect(passwordStrength('Ab1!xyz')).toEqual({ level: 0, label: 'Muito curta' });
  });

  it('calls the usual first choices weak, however long', () => {
    for (const password of ['senha123', '12345678', '11111111', 'password2024', 'aaaaaaaaaaaaaaaa']) {
      expect(passwordStrength(password).level).toBe(1);
    }
  });

  it('grows with variety and length', () => {
    expect(passwordStrength('marmitas').level).toBe(1);
    expect(passwordStrength('marmitas9').level).toBe(2);
    expect(passwordStrength('Marmitas9').level).toBe(2);
    expect(passwordStrength('Marmitas9!').level).toBe(3);
    expect(passwordStrength('Marmitas-da-semana-9').level).toBe(4);
  });
});
