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

/** A text that is a machine code (upper case, digits and underscores: 'GENERIC', 'TOKEN_ERROR'), not a sentence. */
export const isCodeShaped = (text: string): boolean => /^[A-Z][A-Z\d]*(?:_[A-Z\d]+)*$/.test(text);

/**
 * What a person reads, on any screen, for the product's token errors and GENERIC when a server
 * sends one bare as its message (`{"message":"TOKEN_INVALID"}`): a code is never shown as it is.
 * The Instagram codes (TOKEN_ERROR generic there) are the connect screens' own, from the error
 * table: only the connect calls answer them, and every page need not carry their texts.
 */
export const tokenCodeTexts = {
  GENERIC: DEFAULT_ERROR_MESSAGE,
  ERROR: TOKEN_INVALID_MESSAGE,
  TOKEN_ERROR: TOKEN_INVALID_MESSAGE,
  TOKEN_INVALID: TOKEN_INVALID_MESSAGE,
} as const satisfies Record<string, string>;
