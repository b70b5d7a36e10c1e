import { TOKEN_INVALID_MESSAGE } from '@ma/domain';

const minutes = (n: number) => `${n} ${n === 1 ? 'minuto' : 'minutos'}`;

/** The pt-BR messages of Google sign-in, password recovery and the survey. */
export const accountMessages = {
  /** SPEC.md section 8, token errors. */
  resetTokenInvalid: TOKEN_INVALID_MESSAGE,
  /** The same answer whether or not the account exists: no account enumeration. */
  forgotAccepted: 'Se houver uma conta com esse e-mail, enviamos um link para redefinir a senha. Ele vale por 1 hora.',
  tooManyForgotRequests: (n: number) => `Muitos pedidos de recuperação de senha. Tente novamente em ${minutes(n)}.`,
  googleUnavailable: 'Entrar com Google não está disponível.',
  googleInvalid: 'Não foi possível confirmar sua conta Google. Tente novamente.',
  googleUnverifiedEmail: 'Confirme seu e-mail na sua conta Google antes de entrar com ela.',
  googleKeysUnavailable: 'Não foi possível falar com o Google agora. Tente novamente em instantes.',
  npsAlreadyAnswered: 'Você já respondeu à pesquisa recentemente. Obrigado!',
} as const;

export const accountErrorCodes = {
  tokenInvalid: 'TOKEN_INVALID',
} as const;
