import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './availability.ts';
import { databaseErrorCode, isDatabaseUnavailable, isFailedConnect, isUniqueViolation } from './pg-errors.ts';

/** An error as a driver raises it: a message and a code (Node's socket errors, postgres.js, PostgresError). */
const coded = (code: string, message = `failure ${code}`) => Object.assign(new Error(message), { code });
/** As drizzle rethrows it: the statement and its parameters, the driver's error as `cause`. */
const wrapped = (cause: unknown) => new DrizzleQueryError('select "email" from "users" where "id" = $1', ['secret-id'], cause as Error);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['nothing listens (ECONNREFUSED)', wrapped(coded('ECONNREFUSED'))],
    ['the attempt timed out (postgres.js CONNECT_TIMEOUT)', wrapped(coded('CONNECT_TIMEOUT'))],
    ['the connection was reset (ECONNRESET)', wrapped(coded('ECONNRESET'))],
    ['the connection closed under the query (CONNECTION_CLOSED)', wrapped(coded('CONNECTION_CLOSED'))],
    ['the pool is ending (CONNECTION_ENDED)', coded('CONNECTION_ENDED')],
    ['the administrator stopped the server (57P01)', wrapped(coded('57P01'))],
    ['the server is starting up (57P03)', wrapped(coded('57P03'))],
    ['a connection exception (08006)', wrapped(coded('08006'))],
    ['too many connections (53300)', wrapped(coded('53300'))],
    ['every address refused (AggregateError)', wrapped(new AggregateError([coded('ECONNREFUSED'), coded('ECONNREFUSED')], 'connect failed'))],
    ['the availability gate refused it', wrapped(new DatabaseUnavailableError())],
  ])('is true when %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', wrapped(coded('23505'))],
    ['a syntax error', wrapped(coded('42601'))],
    ['a cancelled statement (57014)', wrapped(coded('57014'))],
    ['an error of our own', new Error('No free username')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isFailedConnect', () => {
  it('is true when no connection could be made, false when one was lost', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'CONNECT_TIMEOUT', '57P03', 'DATABASE_UNAVAILABLE']) {
      expect(isFailedConnect(wrapped(coded(code))), code).toBe(true);
    }
    for (const code of ['ECONNRESET', 'CONNECTION_CLOSED', '57P01', '08006', '23505'])
      expect(isFailedConnect(wrapped(coded(code))), code).toBe(false);
  });
});

describe('databaseErrorCode and isUniqueViolation', () => {
  it('read the code and the constraint under drizzle’s wrapping', () => {
    expect(databaseErrorCode(wrapped(coded('ECONNREFUSED')))).toBe('ECONNREFUSED');
    const violation = Object.assign(coded('23505'), { constraint_name: 'users_email_unique' });
    expect(isUniqueViolation(wrapped(violation), 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(wrapped(violation), 'users_username_unique')).toBe(false);
  });
});
