import { createHash, randomBytes } from 'node:crypto';

/**
 * A secret handed to one person (a reset link, an OAuth state, a picker token, a browser
 * binding): 32 random bytes, base64url. Tables keep only `hashSecretToken` of it, so a leaked
 * table opens nothing.
 */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What a table keeps instead of a secret token: its SHA-256, hex. */
export const hashSecretToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
