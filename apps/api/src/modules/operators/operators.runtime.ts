import { loadOrCreateSecret } from '../../auth/jwt-secret.ts';
import type { Env } from '../../env.ts';
import { createTokenCipher, type TokenCipher } from '../connect/token-cipher.ts';
import type { OperatorsOptions } from './operators.provides.ts';

/** The key the operators' TOTP secrets are sealed with: TOKEN_ENCRYPTION_KEY's, or the one generated into DATA_DIR. */
export const operatorSecretKeyOf = (env: Pick<Env, 'TOKEN_ENCRYPTION_KEY' | 'DATA_DIR'>): string =>
  env.TOKEN_ENCRYPTION_KEY ?? loadOrCreateSecret(env.DATA_DIR, 'token-encryption-key');

/** How the demo operator's TOTP secret is stored: as it is, since the README prints it (demo-operator.seeder.ts). */
export const DEMO_SECRET_PREFIX = 'demo.';

/**
 * A cipher of its own for the TOTP secrets: the same key, another derivation than the networks'
 * tokens. In the demo it also reads the demo operator's secret, which is public; anywhere else
 * such a secret opens nothing, so that demo operator could never sign in to a real deployment.
 */
export function createTotpCipher(key: string, demoMode = false): TokenCipher {
  const cipher = createTokenCipher(`operators-totp:${key}`);
  return {
    seal: cipher.seal,
    open: (sealed) =>
      sealed.startsWith(DEMO_SECRET_PREFIX) ? (demoMode ? sealed.slice(DEMO_SECRET_PREFIX.length) : undefined) : cipher.open(sealed),
  };
}

/** The module's options from the environment (main.ts). */
export const operatorsOptions = (env: Env): OperatorsOptions => ({
  ...(env.BACKOFFICE_ORIGIN && { backofficeOrigin: new URL(env.BACKOFFICE_ORIGIN).origin }),
  operatorSecretKey: operatorSecretKeyOf(env),
});

/** Where the setup links of a command point: BACKOFFICE_ORIGIN, else APP_ORIGIN, else this machine. */
export const commandBackofficeOrigin = (env: Env): string =>
  new URL(env.BACKOFFICE_ORIGIN ?? env.APP_ORIGIN ?? `http://localhost:${env.PORT}`).origin;
