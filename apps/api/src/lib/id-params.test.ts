import { describe, expect, it } from 'vitest';
import { testDatabases } from '../test/databases.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../test/test-app.ts';

type Parameter = { name: string; in: string; schema?: { type?: string; format?: string } };

// The routes whose path names a stored row by its id, and what a malformed one answers: the
// route's own not-found, as an unknown id does (lib/openapi.ts idPathParam, lib/ids.ts).
const routes = [
  { method: 'POST', path: '/v3/proposal/{id}/apply', code: 'PROPOSAL_NOT_FOUND', body: { total_posts: 1, value: 100 } },
  { method: 'GET', path: '/v3/proposal/{id}/public', code: 'PROPOSAL_NOT_FOUND' },
  { method: 'GET', path: '/v3/proposal/{id}/logo', code: 'PROPOSAL_NOT_FOUND' },
  { method: 'GET', path: '/v3/aira/ideas/{id}', code: 'AIRA_GENERATION_NOT_FOUND' },
  { method: 'GET', path: '/v3/aira/ugc-scripts/{id}', code: 'UGC_SCRIPT_NOT_FOUND' },
  { method: 'DELETE', path: '/v3/voice-cloning/samples/{id}', code: 'VOICE_SAMPLE_NOT_FOUND' },
  { method: 'GET', path: '/v3/voice-cloning/voice-overs/{id}/audio', code: 'VOICE_OVER_NOT_FOUND' },
] as const;

const malformed = [
  'abc',
  'x'.repeat(65),
  '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5',
  '0f8e2c1a-3b4d-4e5f-8a9b-0c1d2e3f4a5bz',
  '0f8e2c1a3b4d4e5f8a9b0c1d2e3f4a5b',
  '%00',
];

describe.each(testDatabases)('ids in the path ($name)', (database) => {
  const context = useTestDatabase(database);

  it('are documented as UUIDs', async () => {
    const doc = (await call(createTestApp(context.handle.db).app, 'GET', '/v3/openapi.json')).json ?? {};
    const paths = doc['paths'] as Record<string, Record<string, { parameters?: Parameter[] }>>;
    for (const route of routes) {
      const id = paths[route.path]?.[route.method.toLowerCase()]?.parameters?.find((parameter) => parameter.in === 'path' && parameter.name === 'id');
      expect(id?.schema, route.path).toMatchObject({ type: 'string', format: 'uuid' });
    }
  });

  it('answer a malformed id, of any length, as the route’s not-found (404), never a 422', async () => {
    const { app } = createTestApp(context.handle.db);
    const { token } = await registerAccount(app);
    for (const route of routes) {
      for (const id of malformed) {
        const body = 'body' in route ? route.body : undefined;
        const response = await call(app, route.method, route.path.replace('{id}', id), { token, body });
        expect([response.status, response.json?.['code']], `${route.method} ${route.path} ${id}`).toEqual([404, route.code]);
      }
    }
  });
});
