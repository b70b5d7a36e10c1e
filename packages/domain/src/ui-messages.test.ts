import { describe, expect, it } from 'vitest';
import { loginErrorMessage } from './ui-messages.ts';

describe('loginErrorMessage', () => {
  it('says the credentials are invalid on 401', () => {
    expect(loginErrorMessage(401, 'ignored')).toBe('Credenciais inválidas.');
  });

  it('shows the server detail on 429', () => {
    expect(loginErrorMessage(429, 'Muitas tentativas. Tente novamente em 15 minutos.')).toBe('Muitas tentativas. Tente novamente em 15 minutos.');
  });

  it('says the login failed otherwise, including a 429 without detail', () => {
    expect(loginErrorMessage(500)).toBe('Falha ao realizar login.');
    expect(loginErrorMessage(429, '  ')).toBe('Falha ao realizar login.');
    expect(loginErrorMessage(400, 'detail')).toBe('Falha ao realizar login.');
  });
});
