// The user-facing error catalogue of SPEC.md section 8, verbatim. The API sends these as
// `detail` and the web app shows them, so each text lives here once.

/** The error codes the server names (Instagram connect and account flows). */
export const errorCodes = [
  'GENERIC',
  'TOKEN_ERROR',
  'FACEBOOK_PAGES_NOT_FOUND',
  'INSTAGRAM_NOT_CONNECTED_WITH_PAGE',
  'INSTAGRAM_NOT_FOUND',
  'ACCOUNT_ALREADY_EXISTS',
  'PASSWORD_ALREADY_SET',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The fallback for anything the catalogue does not name. */
export const DEFAULT_ERROR_MESSAGE = 'Erro inesperado, tente novamente mais tarde.';

/** The pt-BR message of each error code. */
export const errorMessages: Record<ErrorCode, string> = {
  GENERIC: DEFAULT_ERROR_MESSAGE,
  TOKEN_ERROR: DEFAULT_ERROR_MESSAGE,
  FACEBOOK_PAGES_NOT_FOUND: 'Verifique se selecionou as permissões corretas.',
  INSTAGRAM_NOT_CONNECTED_WITH_PAGE:
    'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
  INSTAGRAM_NOT_FOUND:
    'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
  ACCOUNT_ALREADY_EXISTS: 'Conta já cadastrada.',
  PASSWORD_ALREADY_SET: 'A senha já foi definida.',
};

/** Narrows a server-sent string to a known code. */
export const isErrorCode = (code: unknown): code is ErrorCode =>
  typeof code === 'string' && (errorCodes as readonly string[]).includes(code);

const catalogueMessage = (code: string | null | undefined): string =>
  isErrorCode(code) ? errorMessages[code] : DEFAULT_ERROR_MESSAGE;

/** The toast for an Instagram connect failure, from the code in the server's message. */
export const instagramErrorMessage = (code: string | null | undefined): string => catalogueMessage(code);

/** Codes that mean a link's token (reset, URL login) is bad, not that the server failed. */
export const tokenErrorCodes = ['ERROR', 'TOKEN_ERROR', 'TOKEN_INVALID'] as const;
export const TOKEN_INVALID_MESSAGE = 'Token inválido ou expirado.';

/** The message for a failure of a token-bearing flow: a token code, a catalogue code, or the default. */
export const tokenErrorMessage = (code: string | null | undefined): string =>
  (tokenErrorCodes as readonly (string | null | undefined)[]).includes(code)
    ? TOKEN_INVALID_MESSAGE
    : catalogueMessage(code);

export const LOGIN_INVALID_CREDENTIALS = 'Credenciais inválidas.';
export const LOGIN_FAILED = 'Falha ao realizar login.';
export const COUPON_INVALID = 'Código de cupom inválido ou expirado';
export const APPLY_ERROR_TITLE = 'Erro ao enviar a proposta.';
export const UNKNOWN_ERROR = 'Erro desconhecido';
export const APPLY_SUCCESS_TITLE = 'Proposta enviada com sucesso!';
export const APPLY_SUCCESS_MESSAGE = 'Sua proposta foi enviada para análise.';
export const SHARE_NATIVE_ERROR = 'Erro ao compartilhar com o Nativo';
export const COPY_LINK_ERROR = 'Erro ao copiar link';
export const COPY_LINK_SUCCESS = 'Link copiado com sucesso!';
export const MISSING_INSTAGRAM_PROFILE_HINT =
  'Não foi possível acessar seu perfil de Instagram. Você precisa vincular uma página do Facebook ao seu Instagram.';
export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada';
export const INSTAGRAM_CONNECT_SUCCESS = 'Sucesso! Você já está conectado(a) com seu Instagram.';
export const SELECT_PROFILE_REQUIRED = 'Selecione um perfil.';

/**
 * The toast for a failed login. A 429 carries the server's pt-BR detail saying when to try
 * again (ARCHITECTURE.md "Auth"), which is more useful than a generic failure.
 */
export const loginErrorMessage = (status: number, serverDetail?: string | null): string => {
  if (status === 401) return LOGIN_INVALID_CREDENTIALS;
  if (status === 429 && serverDetail && serverDetail.trim() !== '') return serverDetail;
  return LOGIN_FAILED;
};
