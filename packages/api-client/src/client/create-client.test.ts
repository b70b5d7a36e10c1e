import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAccountInfo, signIn } from '../calls/account.ts';
import { ApiError } from './api-error.ts';
import { createApiClient } from './create-client.ts';

interface Seen {
  method?: string;
  url?: string;
  headers?: IncomingMessage['headers'];
  body?: unknown;
}

let server: Server;
let baseUrl: string;
let seen: Seen;
let reply: { status: number; body?: string; contentType?: string };

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      seen = { method: request.method, url: request.url, headers: request.headers, body: raw ? JSON.parse(raw) : undefined };
      response.writeHead(reply.status, { 'content-type': reply.contentType ?? 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = {};
  reply = { status: 200, body: '{}' };
});

describe('createApiClient', () => {
  it('sends snake_case JSON with the bearer token and returns camelCase parsed data', async () => {
    reply = { status: 200, body: JSON.stringify({ access_token: 'abc', level: 'silver' }) };
    const api = createApiClient({ baseUrl, getToken: () => 'tok-1' });
    const result = await api.request('post', '/v3/x', { json: { totalPosts: 2, nestedThing: { innerKey: [{ deepKey: 1 }] } } });
    expect(seen.method).toBe('POST');
    expect(seen.url).toBe('/v3/x');
    expect(seen.headers?.authorization).toBe('Bearer tok-1');
    expect(seen.headers?.['content-type']).toContain('application/json');
    expect(seen.body).toEqual({ total_posts: 2, nested_thing: { inner_key: [{ deep_key: 1 }] } });
    expect(result).toEqual({ accessToken: 'abc', level: 'silver' });
  });

  it('sends no Authorization header without a token', async () => {
    const api = createApiClient({ baseUrl, getToken: () => undefined });
    await api.request('get', '/v3/y');
    expect(seen.headers?.authorization).toBeUndefined();
  });

  it('parses responses with the call schema and rejects a wrong shape', async () => {
    reply = { status: 200, body: JSON.stringify({ access_token: 'abc', level: 'platinum' }) };
    const api = createApiClient({ baseUrl });
    await expect(signIn(api, { email: 'a@b.com', password: 'x' })).rejects.toThrow();
  });

  it('turns a non-2xx answer into an ApiError with the server detail and camelCased fields', async () => {
    const fields = { reset_token: 'x', 'items.0.logo_url': 'y' };
    reply = { status: 422, body: JSON.stringify({ detail: 'Informe um e-mail válido.', code: 'VALIDATION_FAILED', fields }) };
    const api = createApiClient({ baseUrl });
    const error = await api.request('post', '/v3/z', { json: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Informe um e-mail válido.', code: 'VALIDATION_FAILED', hasServerMessage: true });
    expect((error as ApiError).fields).toEqual({ resetToken: 'x', 'items.0.logoUrl': 'y' });
  });

  it('reads `message` when the server sends no detail', async () => {
    reply = { status: 400, body: JSON.stringify({ message: 'INSTAGRAM_NOT_FOUND' }) };
    const error = await createApiClient({ baseUrl })
      .request('get', '/v3/a')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 400, message: 'INSTAGRAM_NOT_FOUND' });
  });

  it('treats a 500 with a non-JSON body as an error without a server message', async () => {
    reply = { status: 500, body: 'boom', contentType: 'text/plain' };
    const error = await createApiClient({ baseUrl })
      .request('get', '/v3/b')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 500, hasServerMessage: false });
  });

  it('calls the 401 handler on any 401, then rejects', async () => {
    reply = { status: 401, body: JSON.stringify({ detail: 'Sessão expirada. Entre novamente.' }) };
    const onUnauthorized = vi.fn();
    const api = createApiClient({ baseUrl, getToken: () => 'old', onUnauthorized });
    await expect(getAccountInfo(api)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not call the 401 handler for other failures', async () => {
    reply = { status: 403, body: JSON.stringify({ detail: 'Proibido.' }) };
    const onUnauthorized = vi.fn();
    await createApiClient({ baseUrl, onUnauthorized })
      .request('get', '/v3/c')
      .catch(() => undefined);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reports an unreachable server as an ApiError with status 0', async () => {
    const error = await createApiClient({ baseUrl: 'http://127.0.0.1:1' })
      .request('get', '/v3/d')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, hasServerMessage: false });
  });
});
