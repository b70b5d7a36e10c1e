import { DrizzleQueryError } from 'drizzle-orm';
import { vi } from 'vitest';
import { DatabaseUnavailableError } from '../db/availability.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../lib/logger.ts';

// Stand-ins for the app's services, for tests that need one to fail or to be watched.

/** An error as a database driver raises it: a message (an address in it) and a code (Node's socket errors, postgres.js, a SQLSTATE). */
export const driverError = (code: string, message = `write ${code} 10.0.0.7:5432`) => Object.assign(new Error(message), { code });

/** What connecting to a server that does not listen raises. */
export const connectionRefused = () => driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');

/** A driver's error as drizzle rethrows it: the statement and its parameters (a secret among them), the driver's error as `cause`. */
export const failedQuery = (cause: unknown) => new DrizzleQueryError('select "email" from "users" where "id" = $1', ['6f1c-secret'], cause as Error);

/**
 * Every way a database out of reach reaches a query's caller, by what happened: what
 * `isDatabaseUnavailable` tells apart, and the app answers with its 503.
 */
export const unreachableDatabaseErrors: [string, Error][] = [
  ['nothing listens (ECONNREFUSED)', failedQuery(driverError('ECONNREFUSED'))],
  ['the attempt timed out (postgres.js CONNECT_TIMEOUT)', failedQuery(driverError('CONNECT_TIMEOUT'))],
  ['the connection was reset (ECONNRESET)', failedQuery(driverError('ECONNRESET'))],
  ['the connection closed under the query (CONNECTION_CLOSED)', failedQuery(driverError('CONNECTION_CLOSED'))],
  ['the pool is ending (CONNECTION_ENDED)', driverError('CONNECTION_ENDED')],
  ['the administrator stopped the server (57P01)', failedQuery(driverError('57P01'))],
  ['the server is starting up (57P03)', failedQuery(driverError('57P03'))],
  ['a connection exception (08006)', failedQuery(driverError('08006'))],
  ['too many connections (53300)', failedQuery(driverError('53300'))],
  [
    'every address refused (AggregateError)',
    failedQuery(new AggregateError([driverError('ECONNREFUSED'), driverError('ECONNREFUSED')], 'connect failed')),
  ],
  ['the availability gate refused it', failedQuery(new DatabaseUnavailableError())],
];

/** A database whose every call throws `error`: how the app answers when its database fails. */
export const failingDatabase = (error: Error): Database =>
  new Proxy({} as Database, {
    get: () => () => {
      throw error;
    },
  });

/** A logger that records what it is told (`vi.mocked(logger.error).mock.calls`). */
export const spyLogger = (): Logger => ({ debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() });
