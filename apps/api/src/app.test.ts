import { randomUUID } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createTokenService } from './auth/tokens.ts';
import { testDatabases } from './test/databases.ts';
import { insertProposal } from './test/proposal-fixtures.ts';
import { failingDatabase, spyLogger } from './test/stand-ins.ts';
import { call, createTestApp, createTestClock, registerAccount, TEST_JWT_SECRET, useTestDatabase } from './test/test-app.ts';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key of every `properties` in a JSON schema tree. */
function propertyNames(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'properties' && isObject(value)) found.push(...Object.keys(value));
      propertyNames(value, found);
    }
  }
  return found;
}

describe.each(testDatabases)('the app ($name)', (database) => {
  const context = useTestDatabase(database);

  it('serves the OpenAPI 3.1 document of the wire, with bearer auth', async () => {
    const response = await call(createTestApp(context.handle.db).app, 'GET', '/v3/openapi.json');
    expect(response.status).toBe(200);
    const doc = response.json ?? {};
    expect(doc['openapi']).toBe('3.1.0');
    const paths = doc['paths'] as Record<string, Record<string, JsonObject>>;
    // Each area's own tests check its routes; here, that every area's routes are documented.
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/v3/account/auth',
        '/v3/account/auth/forgot',
        '/v3/account/auth/forgot/new',
        '/v3/account/auth/google',
        '/v3/account/me',
        '/v3/account/me/socials',
        '/v3/account/nps',
        '/v3/account/nps/dismiss',
        '/v3/account/register',
        '/v3/config',
        '/v3/health',
      ]),
    );
    expect(doc['components']).toMatchObject({ securitySchemes: { Bearer: { type: 'http', scheme: 'bearer' } } });
    expect(paths['/v3/account/me']?.['get']?.['security']).toEqual([{ Bearer: [] }]);
    expect(Object.keys(paths['/v3/account/auth']?.['post']?.['responses'] ?? {})).toEqual(expect.arrayContaining(['200', '401', '422', '429']));

    const names = propertyNames(doc['paths']);
    expect(names).toEqual(expect.arrayContaining(['access_token', 'name', 'email', 'password', 'user', 'socials', 'nps', 'detail']));
    expect(names.filter((name) => !/^[a-z0-9_]+$/.test(name))).toEqual([]);
  });

  it.each(['/v3/unknown', '/v3', '/v3/account'])('answers %s with a JSON 404 in pt-BR', async (path) => {
    const response = await call(createTestApp(context.handle.db).app, 'GET', path);
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });

  it('answers a wrong method with a JSON 404', async () => {
    const response = await call(createTestApp(context.handle.db).app, 'DELETE', '/v3/account/me');
    expect(response.status).toBe(404);
    expect(response.json).toEqual({ detail: 'Recurso não encontrado.', code: 'NOT_FOUND' });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 with the generic pt-BR detail, never the internals, and logs them', async () => {
    const broken = failingDatabase(new Error('relation "users" does not exist at 10.0.0.7'));
    const logger = spyLogger();
    const clock = createTestClock();
    const { app } = createTestApp(broken, { logger, clock });
    const token = await createTokenService({ secret: TEST_JWT_SECRET, clock }).sign({
      userId: randomUUID(),
      tokenVersion: 0,
      sessionId: randomUUID(),
    });

    const response = await call(app, 'GET', '/v3/account/me', { token });
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ detail: 'Erro inesperado, tente novamente mais tarde.', code: 'UNEXPECTED' });
    expect(response.text).not.toMatch(/relation|10\.0\.0\.7|stack/);
    expect(logger.error).toHaveBeenCalledWith('unhandled error', expect.objectContaining({ path: '/v3/account/me' }));
  });
});

describe("a brand's secret link in the logs", () => {
  it('is logged without its token, also when the request fails', async () => {
    const broken = failingDatabase(new Error('the database is gone'));
    const logger = spyLogger();
    const { app } = createTestApp(broken, { logger });
    const token = 'q3Yw0n7Jf1cQm4L2Xo9BvKzR8dTgPaHs5uEiNyC6WjM';
    await call(app, 'GET', `/v3/aira/profile-list/${token}`);
    const logged = JSON.stringify([vi.mocked(logger.debug).mock.calls, vi.mocked(logger.error).mock.calls, vi.mocked(logger.warn).mock.calls]);
    expect(logged).toContain('/v3/aira/profile-list/…');
    expect(logged).not.toContain(token);
  });

  it.each([
    ['the one-click unsubscribe', 'POST', '/v3/notifications/unsubscribe/'],
    ['the unsubscribe check', 'GET', '/v3/notifications/unsubscribe/'],
    ["the unsubscribe page's address", 'GET', '/unsubscribe/'],
    ["the brand's page address", 'GET', '/aira/profile-list/'],
  ])('leaves out the token of %s too', async (_, method, prefix) => {
    const logger = spyLogger();
    const broken = failingDatabase(new Error('the database is gone'));
    const { app } = createTestApp(broken, { logger });
    const token = 'Zr8dTgPaHs5uEiNyC6WjMq3Yw0n7Jf1cQm4L2Xo9BvK';
    await call(app, method, `${prefix}${token}`);
    const logged = JSON.stringify([vi.mocked(logger.debug).mock.calls, vi.mocked(logger.error).mock.calls, vi.mocked(logger.warn).mock.calls]);
    expect(logged).toContain(`${prefix}…`);
    expect(logged).not.toContain(token);
  });
});

describe.each(testDatabases)('compression of API answers ($name)', (database) => {
  const context = useTestDatabase(database);

  it('compresses the large JSON answers for a browser that accepts it, and leaves the small hot ones alone', async () => {
    const { app } = createTestApp(context.handle.db);
    const openapi = await app.request('/v3/openapi.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(openapi.headers.get('content-encoding')).toBe('br');
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await openapi.arrayBuffer())).toString())).toHaveProperty('openapi', '3.1.0');
    const cities = await app.request('/v3/dataset/states/MG/cities', { headers: { 'accept-encoding': 'gzip' } });
    expect(cities.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await cities.arrayBuffer())).toString()).items).toContain('Belo Horizonte');
    const health = await app.request('/v3/health', { headers: { 'accept-encoding': 'gzip' } });
    expect(health.headers.get('content-encoding')).toBeNull();
    const plain = await app.request('/v3/openapi.json');
    expect(plain.headers.get('content-encoding')).toBeNull();

    // The proposals list, written as text from its kept cards, goes out the same way.
    for (let index = 0; index < 12; index += 1) await insertProposal(context.handle.db, { name: `Proposta comprimida ${index}` });
    const { token } = await registerAccount(app);
    const list = await app.request('/v3/proposal/', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-encoding': 'br' },
      body: '{}',
    });
    expect([list.status, list.headers.get('content-encoding'), list.headers.get('vary'), list.headers.get('content-type')]).toEqual([
      200,
      'br',
      'Accept-Encoding',
      'application/json',
    ]);
    expect(JSON.parse(brotliDecompressSync(Buffer.from(await list.arrayBuffer())).toString()).items).toHaveLength(12);
  });
});
