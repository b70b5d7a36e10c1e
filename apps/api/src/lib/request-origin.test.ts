import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { requestOrigin } from './request-origin.ts';

/** What `requestOrigin` reads from a request with these headers ('-' when it has none). */
async function originOf(headers: Record<string, string>, options: { trustProxy?: boolean; url?: string } = {}) {
  const app = new Hono();
  app.all('*', (c) => c.text(requestOrigin(c, options.trustProxy ?? false) ?? '-'));
  return (await app.request(options.url ?? 'http://localhost/v3/connect/instagram/authorize', { headers })).text();
}

describe('requestOrigin', () => {
  it("is the Host the browser used, with the request's scheme", async () => {
    expect(await originOf({ host: '127.0.0.1:3000' })).toBe('http://127.0.0.1:3000');
    expect(await originOf({ host: '192.168.0.10:3000' })).toBe('http://192.168.0.10:3000');
    expect(await originOf({ host: 'Notebook.local' })).toBe('http://notebook.local');
    expect(await originOf({ host: '[::1]:3000' })).toBe('http://[::1]:3000');
    expect(await originOf({ host: 'demo.example.com' }, { url: 'https://demo.example.com/v3/x' })).toBe('https://demo.example.com');
    expect(await originOf({})).toBe('http://localhost');
  });

  it('reads X-Forwarded-Host and X-Forwarded-Proto only behind our own proxy, the hop it wrote', async () => {
    const forwarded = { host: '10.0.0.5:3000', 'x-forwarded-host': 'demo.example.com', 'x-forwarded-proto': 'https' };
    expect(await originOf(forwarded, { trustProxy: true })).toBe('https://demo.example.com');
    expect(await originOf(forwarded)).toBe('http://10.0.0.5:3000');
    const appended = { host: '10.0.0.5:3000', 'x-forwarded-host': 'evil.example, demo.example.com', 'x-forwarded-proto': 'http, https' };
    expect(await originOf(appended, { trustProxy: true })).toBe('https://demo.example.com');
  });

  it('is undefined for anything but a plain http(s) host: the app keeps its own origin', async () => {
    for (const host of ['evil.example/path', 'user@evil.example', 'evil.example?x=1', 'a b', 'evil.example:99999', 'evil.example#x', '[zz]'])
      expect(await originOf({ host }), host).toBe('-');
    for (const proto of ['javascript', 'ftp', 'file'])
      expect(await originOf({ host: 'localhost', 'x-forwarded-proto': proto }, { trustProxy: true }), proto).toBe('-');
  });
});
