import { describe, expect, it } from 'vitest';
import { driverError, failedQuery, unreachableDatabaseErrors } from '../test/stand-ins.ts';
import { databaseErrorCode, isDatabaseUnavailable, isFailedConnect, isUniqueViolation } from './pg-errors.ts';

describe('isDatabaseUnavailable', () => {
  it.each(unreachableDatabaseErrors)('is true when %s', (_, error) => {
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
