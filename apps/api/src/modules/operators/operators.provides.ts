import type { TokenCipher } from '../connect/token-cipher.ts';

/** What the operators module adds to the app's services (its manifest's `provide`). */
export interface OperatorsServices {
  operatorAccess: OperatorAccess;
}

export interface OperatorAccess {
  /** The back office's origin (BACKOFFICE_ORIGIN): the only one the admin API answers; undefined, the app's own. */
  backofficeOrigin: string | undefined;
  /** Seals the operators' TOTP secrets at rest. */
  totpCipher: TokenCipher;
}

/** The module's options (main.ts reads them from the environment; tests pass them). */
export interface OperatorsOptions {
  /** BACKOFFICE_ORIGIN. */
  backofficeOrigin?: string;
  /** The key the TOTP secrets are sealed with (TOKEN_ENCRYPTION_KEY's); default: derived from the JWT secret (tests). */
  operatorSecretKey?: string;
}
