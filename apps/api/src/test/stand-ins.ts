import { vi } from 'vitest';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';

// Stand-ins for the app's services, for tests that need one to fail or to be watched.

/** A database whose every call throws `error`: how the app answers when its database fails. */
export const failingDatabase = (error: Error): Database =>
  new Proxy({} as Database, {
    get: () => () => {
      throw error;
    },
  });

/** A logger that records what it is told (`vi.mocked(logger.error).mock.calls`). */
export const spyLogger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
