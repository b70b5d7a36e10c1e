import { hash, verify, type Algorithm } from '@node-rs/argon2';

// The package's `Algorithm` is a const enum, which verbatimModuleSyntax cannot read at runtime.
const ARGON2ID: Algorithm.Argon2id = 2;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a real verification, for unknown accounts (no timing-based enumeration). */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2Options {
  /** KiB. Default: 19456 (OWASP's argon2id baseline). */
  memoryCost?: number;
  /** Default: 2. */
  timeCost?: number;
}

export function createArgon2Hasher(options: Argon2Options = {}): PasswordHasher {
  const params = {
    algorithm: ARGON2ID,
    memoryCost: options.memoryCost ?? 19_456,
    timeCost: options.timeCost ?? 2,
    parallelism: 1,
  };
  // Hashed lazily with the same parameters, so that a dummy verification costs what a real one does.
  let dummyHash: Promise<string> | undefined;

  return {
    hash: (password) => hash(password, params),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        // A malformed stored hash is a failed sign-in, not a crash.
        return false;
      }
    },
    async verifyDummy(password) {
      dummyHash ??= hash('a password nobody has', params);
      await verify(await dummyHash, password).catch(() => false);
    },
  };
}
