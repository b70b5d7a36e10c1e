import { healthUnavailableSchema, toWireSchema } from '@ma/api-client/schemas';
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

  it('documents both answers', async () => {
    const doc = (await call(createTestApp(context.handle.db).app, 'GET', '/v3/openapi.json')).json ?? {};
    const responses = (doc['paths'] as Record<string, Record<string, { responses: Record<string, unknown> }>>)['/v3/health']?.['get']?.responses;
    expect(Object.keys(responses ?? {})).toEqual(expect.arrayContaining(['200', '503']));
  });
});

const unreachable = (execute: () => Promise<unknown>) => new Proxy({} as Database, { get: () => execute });
const unavailableBody = {
  status: 'unavailable',
  database: 'unavailable',
  detail: 'Estamos com instabilidade no banco de dados. Tente novamente em instantes.',
  code: 'DATABASE_UNAVAILABLE',
};

describe('GET /v3/health without a database', () => {
  it('answers 503 with the state, a pt-BR detail, Retry-After and nothing internal', async () => {
    const broken = unreachable(() => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.7:5432')));
    const response = await call(createTestApp(broken).app, 'GET', '/v3/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(response.json).toEqual(unavailableBody);
    expect(toWireSchema(healthUnavailableSchema).safeParse(response.json).success).toBe(true);
  });

  it('gives up on a database that does not answer within 2 s', async () => {
    const silent = unreachable(() => new Promise(() => undefined));
    const started = performance.now();
    const response = await call(createTestApp(silent).app, 'GET', '/v3/health');
    expect(response.status).toBe(503);
    expect(response.json).toEqual(unavailableBody);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
