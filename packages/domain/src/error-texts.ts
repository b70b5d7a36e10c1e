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
