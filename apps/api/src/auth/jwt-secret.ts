import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The embedded default's signing secret: generated once and kept in the data folder, so
 * that tokens survive a restart. Several API processes must share JWT_SECRET instead.
 */
export const loadOrCreateJwtSecret = (dataDir: string): string => loadOrCreateSecret(dataDir, 'jwt-secret');

/** A secret of the embedded default (of at least 32 characters), kept in `dataDir/fileName`: made on first use, then read. */
export function loadOrCreateSecret(dataDir: string, fileName: string, make = () => randomBytes(48).toString('base64url')): string {
  const file = join(dataDir, fileName);
  try {
    const existing = readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = make();
  try {
    // 'wx': if another process wrote one meanwhile, use theirs.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw error;
  }
}
