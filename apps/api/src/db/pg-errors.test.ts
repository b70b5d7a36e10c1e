import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from './availability.ts';
import { driverError, failedQuery } from '../test/stand-ins.ts';
import { databaseErrorCode, isDatabaseUnavailable, isFailedConnect, isUniqueViolation } from './pg-errors.ts';

describe('isDatabaseUnavailable', () => {
  it.each([
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
  ])('is true when %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', failedQuery(driverError('23505'))],
    ['a syntax error', failedQuery(driverError('42601'))],
    ['a cancelled statement (57014)', failedQuery(driverError('57014'))],
    ['an error of our own', new Error('No free username')],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('isFailedConnect', () => {
  it('is true when no connection could be made, false when one was lost', () => {
    for (const code of ['ECONNREFUSED', 'ETIMEDOUT', 'ENOTFOUND', 'CONNECT_TIMEOUT', '57P03', 'DATABASE_UNAVAILABLE']) {
      expect(isFailedConnect(failedQuery(driverError(code))), code).toBe(true);
    }
    for (const code of ['ECONNRESET', 'CONNECTION_CLOSED', '57P01', '08006', '23505'])
      expect(isFailedConnect(failedQuery(driverError(code))), code).toBe(false);
  });
});

describe('databaseErrorCode and isUniqueViolation', () => {
  it('read the code and the constraint under drizzle’s wrapping', () => {
    expect(databaseErrorCode(failedQuery(driverError('ECONNREFUSED')))).toBe('ECONNREFUSED');
    const violation = Object.assign(driverError('23505'), { constraint_name: 'users_email_unique' });
    expect(isUniqueViolation(failedQuery(violation), 'users_email_unique')).toBe(true);
    expect(isUniqueViolation(failedQuery(violation), 'users_username_unique')).toBe(false);
  });
});
