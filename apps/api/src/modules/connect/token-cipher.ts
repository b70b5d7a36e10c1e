import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encrypts the networks' tokens at rest (docs/product/connect.md "Tokens"): AES-256-GCM with a
 * key derived (HKDF-SHA256) from TOKEN_ENCRYPTION_KEY, or from a secret generated into DATA_DIR
 * on the embedded default. A stored value reads `v1.<iv>.<tag>.<ciphertext>` (base64url), so a
 * key rotation can add a v2 beside it. A value that was tampered with, or written with another
 * key, does not decrypt: `open` answers undefined and the connection must be made again.
 */
export interface TokenCipher {
  seal(token: string): string;
  open(sealed: string): string | undefined;
}

const VERSION = 'v1';

export function createTokenCipher(secret: string): TokenCipher {
  if (secret.length < 32) throw new Error('TOKEN_ENCRYPTION_KEY must have at least 32 characters');
  const key = Buffer.from(hkdfSync('sha256', secret, 'mais-alcance', 'connect-tokens', 32));
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), ciphertext].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length > 0) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
