import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';

type Operation = {
  security?: unknown;
  responses?: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
};

describe.each(testDatabases)('the proposals calls in the OpenAPI document ($name)', (database) => {
  const context = useTestDatabase(database);

  it('documents every call with its statuses, the snake_case wire and who must sign in', async () => {
    const doc = (await call(createTestApp(context.handle.db).app, 'GET', '/v3/openapi.json')).json ?? {};
    const paths = doc['paths'] as Record<string, Record<string, Operation>>;
    const operation = (path: string, method: string) => paths[path]?.[method] ?? {};
    const statuses = (path: string, method: string) => Object.keys(operation(path, method).responses ?? {}).sort();

    expect(statuses('/v3/proposal/', 'post')).toEqual(expect.arrayContaining(['200', '401', '422']));
    expect(statuses('/v3/proposal/{id}/apply', 'post')).toEqual(expect.arrayContaining(['201', '401', '403', '404', '409', '422']));
    expect(statuses('/v3/proposal/applied', 'get')).toEqual(expect.arrayContaining(['200', '401']));
    expect(statuses('/v3/proposal/{id}/public', 'get')).toEqual(expect.arrayContaining(['200', '404']));
    expect(statuses('/v3/dataset/categories', 'get')).toEqual(expect.arrayContaining(['200']));
    expect(statuses('/v3/proposal/applications/{id}', 'get')).toEqual(expect.arrayContaining(['200', '401', '404']));
    expect(statuses('/v3/proposal/applications/{id}', 'delete')).toEqual(expect.arrayContaining(['204', '401', '404', '409']));

    expect(operation('/v3/proposal/', 'post').security).toEqual([{ Bearer: [] }]);
    expect(operation('/v3/proposal/{id}/apply', 'post').security).toEqual([{ Bearer: [] }]);
    expect(operation('/v3/proposal/{id}/public', 'get').security).toBeUndefined();
    expect(operation('/v3/proposal/applications/{id}', 'delete').security).toEqual([{ Bearer: [] }]);
    const filters = operation('/v3/proposal/', 'post').requestBody?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(filters)).toEqual(
      expect.arrayContaining(['q', 'categories', 'partnership_types', 'min_value', 'max_value', 'only_eligible', 'sort', 'page', 'page_size']),
    );
    const offer = operation('/v3/proposal/{id}/apply', 'post').requestBody?.content['application/json']?.schema.properties ?? {};
    expect(Object.keys(offer).sort()).toEqual([
      'is_negotiable',
      'observations',
      'total_posts',
      'total_reels',
      'total_stories',
      'total_videos',
      'value',
    ]);
  });
});
