import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadOrCreateJwtSecret } from './jwt-secret.ts';

describe('loadOrCreateJwtSecret', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('generates a secret once, readable by its owner only, and keeps it across restarts', () => {
    const parent = mkdtempSync(join(tmpdir(), 'jwt-secret-'));
    dirs.push(parent);
    const dataDir = join(parent, 'nested');
    const first = loadOrCreateJwtSecret(dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(loadOrCreateJwtSecret(dataDir)).toBe(first);
  });
});
