import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitBody } from './body-limit.ts';

// Through the real Node adapter, where a declared Content-Length decides (app.request takes hono's path).
const app = new Hono()
  .use(limitBody(64, (c) => c.json({ detail: 'grande demais' }, 413)))
  .post('/echo', async (c) => c.json({ json: await c.req.json() }))
  .post('/text', async (c) => c.text(await c.req.text()));

let server: ServerType;
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve());
  });
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** One POST; `chunked` sends the body without a Content-Length, in two writes. */
function post(path: string, body: string, contentType: string, chunked = false) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers: Record<string, string> = { 'content-type': contentType };
    if (!chunked) headers['content-length'] = String(Buffer.byteLength(body));
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    if (chunked) {
      const half = Math.floor(body.length / 2);
      req.write(body.slice(0, half));
      req.end(body.slice(half));
    } else req.end(body);
  });
}

describe('limitBody over the Node adapter', () => {
  it('hands a JSON body within the limit to the handler, accents included', async () => {
    expect(await post('/echo', '{"nome":"Conceição"}', 'application/json')).toEqual({ status: 200, body: '{"json":{"nome":"Conceição"}}' });
    expect(await post('/echo', '{"a":[1,2,3]}', 'application/json; charset=utf-8', true)).toEqual({ status: 200, body: '{"json":{"a":[1,2,3]}}' });
  });

  it('refuses a JSON body over the limit, declared or streamed', async () => {
    const large = JSON.stringify({ text: 'x'.repeat(100) });
    expect(await post('/echo', large, 'application/json')).toMatchObject({ status: 413, body: '{"detail":"grande demais"}' });
    expect(await post('/echo', large, 'application/json', true)).toMatchObject({ status: 413, body: '{"detail":"grande demais"}' });
  });

  it('limits other bodies the same way', async () => {
    expect(await post('/text', 'olá', 'text/plain')).toEqual({ status: 200, body: 'olá' });
    expect((await post('/text', 'x'.repeat(100), 'text/plain')).status).toBe(413);
    expect((await post('/text', 'x'.repeat(100), 'text/plain', true)).status).toBe(413);
  });
});
