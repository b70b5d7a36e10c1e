import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { acceptedEncoding, CompressedText, compressedJson, compressJson } from './compressed-text.ts';

/** The answer's status and the headers named, in order: compared at once. */
const statusAndHeaders = (response: Response, ...names: string[]) => [response.status, ...names.map((name) => response.headers.get(name))];

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
    ['gzip;q=0', undefined],
  ])('%s -> %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('CompressedText', () => {
  const page = new CompressedText(`<!doctype html><p>${'Olívia Andrade, mídia kit. '.repeat(200)}</p>`);
  const app = new Hono().get('/', (c) => page.respond(c, 200));

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers %s, the same text', async (encoding, decode) => {
    const response = await app.request('/', { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(decode(Buffer.from(await response.arrayBuffer())).toString()).toBe(page.text);
  });

  it('answers the plain text to a client that accepts no encoding', async () => {
    const response = await app.request('/');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe(page.text);
  });

  it('compresses each encoding once', () => {
    expect(page.encoded('br')).toBe(page.encoded('br'));
  });
});

describe('compressJson', () => {
  const app = new Hono()
    .use(compressJson())
    .get('/small', (c) => c.json({ ok: true }, 201))
    .get('/large', (c) => c.json({ items: Array.from({ length: 200 }, (_, i) => `cidade ${i}`) }, 202, { 'Cache-Control': 'no-store' }));

  it('compresses a large answer with the best accepted encoding, and leaves a small one as it is', async () => {
    const large = await app.request('/large', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    expect(statusAndHeaders(large, 'cache-control', 'content-type', 'vary')).toEqual([202, 'no-store', 'application/json', 'Accept-Encoding']);
    expect(JSON.parse(gunzipSync(Buffer.from(await large.arrayBuffer())).toString()).items).toHaveLength(200);
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect([small.status, small.headers.get('content-encoding'), await small.json()]).toEqual([201, null, { ok: true }]);
    const identity = await app.request('/large', { headers: { 'accept-encoding': 'identity' } });
    expect([
      identity.headers.get('content-encoding'),
      identity.headers.get('vary'),
      ((await identity.json()) as { items: unknown[] }).items.length,
    ]).toEqual([null, 'Accept-Encoding', 200]);
  });

  it('answers each text its own bytes when answers repeat and differ', async () => {
    const lists = new Hono()
      .use(compressJson())
      .get('/:who', (c) => c.json({ who: c.req.param('who'), items: Array.from({ length: 200 }, (_, i) => `cidade ${i}`) }));
    for (const who of ['ana', 'bia', 'ana', 'bia']) {
      const response = await lists.request(`/${who}`, { headers: { 'accept-encoding': 'br' } });
      expect(JSON.parse(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).who).toBe(who);
    }
  });
});

describe('compressedJson', () => {
  const cities = { items: Array.from({ length: 200 }, (_, i) => `cidade ${i}`) };
  // Behind compressJson too, as the proposals' routes are: it must leave the answer as it is.
  const app = new Hono()
    .use(compressJson())
    .get('/small', (c) => compressedJson(c, { ok: true }, 201))
    .get('/large', (c) => compressedJson(c, cities, 202));

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('answers a large value %s, compressed once', async (encoding, decode) => {
    const response = await app.request('/large', { headers: { 'accept-encoding': encoding } });
    expect(statusAndHeaders(response, 'content-encoding', 'content-type', 'vary')).toEqual([202, encoding, 'application/json', 'Accept-Encoding']);
    expect(JSON.parse(decode(Buffer.from(await response.arrayBuffer())).toString())).toEqual(cities);
  });

  it('answers the plain JSON under 1 KB or to a client that accepts no encoding', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'br' } });
    expect(statusAndHeaders(small, 'content-encoding', 'content-type')).toEqual([201, null, 'application/json']);
    expect(await small.json()).toEqual({ ok: true });
    const identity = await app.request('/large', { headers: { 'accept-encoding': 'identity' } });
    expect(statusAndHeaders(identity, 'content-encoding', 'vary')).toEqual([202, null, 'Accept-Encoding']);
    expect(await identity.json()).toEqual(cities);
  });
});
