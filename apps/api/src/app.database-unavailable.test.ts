import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth/tokens.ts';
import { driverError, failedQuery, failingDatabase, spyLogger, unreachableDatabaseErrors } from './test/stand-ins.ts';
import { call, createTestApp, createTestClock, TEST_JWT_SECRET } from './test/test-app.ts';

/** A signed-in call whose database fails with `error` (docs/architecture.md, "A database outage"). */
async function meWith(error: Error) {
  const broken = failingDatabase(error);
  const logger = spyLogger();
  const clock = createTestClock();
  const { app } = createTestApp(broken, { logger, clock });
  const token = await createTokenService({ secret: TEST_JWT_SECRET, clock }).sign({ userId: randomUUID(), tokenVersion: 0, sessionId: randomUUID() });
  return { response: await call(app, 'GET', '/v3/account/me', { token }), logger };
}

describe('a database out of reach', () => {
  it.each(unreachableDatabaseErrors)('answers 503 with a pt-BR detail and Retry-After when %s', async (_, error) => {
    const { response, logger } = await meWith(error);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.json).toEqual({
      detail: 'Estamos com instabilidade no banco de dados. Tente novamente em instantes.',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(response.text).not.toMatch(/10\.0\.0\.7|secret|select/);
    // Logged as the outage it is, by its code only: never the statement or its parameters.
    expect(logger.warn).toHaveBeenCalledWith('database unavailable', expect.objectContaining({ path: '/v3/account/me', cause: expect.any(String) }));
    expect(JSON.stringify(vi.mocked(logger.warn).mock.calls)).not.toMatch(/secret|select/);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('still answers 500 for a query that failed on its own', async () => {
    const { response, logger } = await meWith(failedQuery(driverError('42P01')));
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ detail: 'Erro inesperado, tente novamente mais tarde.', code: 'UNEXPECTED' });
    expect(logger.error).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ path: '/v3/account/me' }));
  });
});
