import { INVALID_CREDENTIALS_MESSAGE } from './error-texts.ts';

// The pt-BR texts the screens show that are not API errors (those are in error-codes.ts),
// verbatim from docs/product/errors-and-messages.md. The Instagram screens' are in
// connect/instagram-texts.ts.

export const LOGIN_FAILED = 'Falha ao realizar login.';
export const COUPON_INVALID = 'Código de cupom inválido ou expirado';
export const APPLY_ERROR_TITLE = 'Erro ao enviar a proposta.';
export const UNKNOWN_ERROR = 'Erro desconhecido';
export const APPLY_SUCCESS_TITLE = 'Proposta enviada com sucesso!';
export const APPLY_SUCCESS_MESSAGE = 'Sua proposta foi enviada para análise.';
export const SHARE_NATIVE_ERROR = 'Erro ao compartilhar com o Nativo';
export const COPY_LINK_ERROR = 'Erro ao copiar link';
export const COPY_LINK_SUCCESS = 'Link copiado com sucesso!';

/**
 * The toast for a failed login. A 429 carries the server's pt-BR detail saying when to try
 * again, which is more useful than a generic failure.
 */
export const loginErrorMessage = (status: number, serverDetail?: string | null): string => {
  if (status === 401) return INVALID_CREDENTIALS_MESSAGE;
  if (status === 429 && serverDetail && serverDetail.trim() !== '') return serverDetail;
  return LOGIN_FAILED;
};

/** The privacy policy's name, as every link to it and its own title read it (docs/product/privacy.md). */
export const PRIVACY_POLICY_LABEL = 'Política de privacidade';
export const PRIVACY_POLICY_TITLE = `${PRIVACY_POLICY_LABEL} · Mais Alcance`;
