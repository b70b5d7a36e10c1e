// The error texts that every page may show without the error table (error-codes.ts): a page
// that imports any name of a module takes the whole module into its first load, and the table,
// with every message of every area, is for the screens that show them (each loads it with its
// own code). The table says these texts through these names.

/** The fallback for anything the table does not name (docs/product/errors-and-messages.md). */
export const DEFAULT_ERROR_MESSAGE = 'Erro inesperado, tente novamente mais tarde.';
export const TOKEN_INVALID_MESSAGE = 'Token inválido ou expirado.';
export const PROPOSAL_NOT_FOUND = 'Proposta não encontrada';
/** Also the login form's toast. */
export const INVALID_CREDENTIALS_MESSAGE = 'Credenciais inválidas.';

/**
 * The codes the product names and what a person reads for each (docs/product/errors-and-messages.md),
 * for a server that sends a bare code as its message (`{"message":"FACEBOOK_PAGES_NOT_FOUND"}`): a
 * code is never shown as it is. TOKEN_ERROR is a bad link's token here, as the product's token
 * errors say; the connect screens read it as their own catalogue does ('Erro inesperado...').
 * The error table (error-codes.ts) takes the connect codes' texts from here.
 */
export const namedCodeTexts = {
  GENERIC: DEFAULT_ERROR_MESSAGE,
  FACEBOOK_PAGES_NOT_FOUND: 'Verifique se selecionou as permissões corretas.',
  INSTAGRAM_NOT_CONNECTED_WITH_PAGE: 'Certifique-se que você tem uma página do Facebook conectada com a sua conta do Instagram.',
  INSTAGRAM_NOT_FOUND: 'Certifique-se que você selecionou todas as opções relacionadas ao perfil enviado no formulário.',
  ACCOUNT_ALREADY_EXISTS: 'Conta já cadastrada.',
  PASSWORD_ALREADY_SET: 'A senha já foi definida.',
  ERROR: TOKEN_INVALID_MESSAGE,
  TOKEN_ERROR: TOKEN_INVALID_MESSAGE,
  TOKEN_INVALID: TOKEN_INVALID_MESSAGE,
} as const satisfies Record<string, string>;

/** A text that is a machine code (upper case, digits and underscores: 'GENERIC', 'TOKEN_ERROR'), not a sentence. */
export const isCodeShaped = (text: string): boolean => /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(text);
