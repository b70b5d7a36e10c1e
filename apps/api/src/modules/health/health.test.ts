import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

describe.each(testDatabases)('GET /v3/health ($name)', (database) => {
  const context = useTestDatabase(database);

  it('answers ok when the database answers', async () => {
    const response = await call(createTestApp(context.handle.db).app, 'GET', '/v3/health');
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('GET /v3/health without a database', () => {
  it('answers 503 with a pt-BR detail and nothing internal', async () => {
    const broken = new Proxy({} as Database, {
      get: () => () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')),
    });
    const response = await call(createTestApp(broken).app, 'GET', '/v3/health');
    expect(response.status).toBe(503);
    expect(response.json).toEqual({ detail: 'Banco de dados indisponível.', code: 'DATABASE_UNAVAILABLE' });
  });
});
