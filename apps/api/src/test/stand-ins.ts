import { DrizzleQueryError } from 'drizzle-orm';
import { vi } from 'vitest';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';

// Stand-ins for the app's services, for tests that need one to fail or to be watched.

/** An error as a database driver raises it: a message (an address in it) and a code (Node's socket errors, postgres.js, a SQLSTATE). */
export const driverError = (code: string, message = `write ${code} 10.0.0.7:5432`) => Object.assign(new Error(message), { code });

/** What connecting to a server that does not listen raises. */
export const connectionRefused = () => driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');

/** A driver's error as drizzle rethrows it: the statement and its parameters (a secret among them), the driver's error as `cause`. */
export const failedQuery = (cause: unknown) => new DrizzleQueryError('select "email" from "users" where "id" = $1', ['6f1c-secret'], cause as Error);

/** A database whose every call throws `error`: how the app answers when its database fails. */
export const failingDatabase = (error: Error): Database =>
  new Proxy({} as Database, {
    get: () => () => {
      throw error;
    },
  });

/** A logger that records what it is told (`vi.mocked(logger.error).mock.calls`). */
export const spyLogger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
