import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createProviderHttp, ProviderHttpError, redactUrl, retryAfterHeaderMs } from './provider-http.ts';

type Reply = { status: number; body?: string; headers?: Record<string, string> } | 'hang';

/** A server answering each request with the next reply of the script (the last one repeats). */
async function serve(replies: Reply[]) {
  const requests: { method: string; url: string; at: number; body: string }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({ method: request.method ?? '', url: request.url ?? '', at: performance.now(), body });
      const reply = replies[Math.min(requests.length - 1, replies.length - 1)] ?? { status: 500 };
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      response.end(reply.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { origin, requests };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const TOKEN = 'EAAGsegredo123';
const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => expect.fail('expected a failure'),
    (caught: unknown) => caught,
  );
  return error as Error;
};

describe('createProviderHttp', () => {
  it('answers every status and its body, without retrying what is not worth it', async () => {
    const fake = await serve([{ status: 400, body: '{"error":{"code":190}}' }]);
    const send = createProviderHttp({ timeoutMs: 1000, attempts: 3, backoffMs: 1 });
    const answer = await send({ method: 'GET', url: `${fake.origin}/me` });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: { code: 190 } });
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 and then answers the 200', async () => {
    const fake = await serve([
      { status: 429, headers: { 'retry-after': '0' } },
      { status: 200, body: '{"ok":true}' },
    ]);
    // Retry-After 0 is obeyed rather than the 5 s of backoff.
    const send = createProviderHttp({ timeoutMs: 1000, attempts: 3, backoffMs: 5000 });
    const started = performance.now();
    const answer = await send({ method: 'POST', url: `${fake.origin}/v1/chat`, body: '{"a":1}' });
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(fake.requests.map((request) => request.body)).toEqual(['{"a":1}', '{"a":1}']);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('reads Retry-After in seconds', async () => {
    const fake = await serve([{ status: 503, headers: { 'retry-after': '1' } }, { status: 204 }]);
    const send = createProviderHttp({ timeoutMs: 3000, attempts: 2, backoffMs: 1 });
    expect((await send({ method: 'GET', url: fake.origin })).status).toBe(204);
    const [first, second] = fake.requests;
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(950);
  });

  it('reads Retry-After as an HTTP date, past or future, and caps the wait', async () => {
    const past = new Date(Date.now() - 60_000).toUTCString();
    const fake = await serve([{ status: 429, headers: { 'retry-after': past } }, { status: 200 }]);
    const send = createProviderHttp({ timeoutMs: 3000, attempts: 2, backoffMs: 5000, maxRetryAfterMs: 300 });
    const started = performance.now();
    expect((await send({ method: 'GET', url: fake.origin })).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1000);

    const later = new Date(Date.now() + 3_600_000).toUTCString();
    const slow = await serve([{ status: 429, headers: { 'retry-after': later } }, { status: 200 }]);
    expect((await send({ method: 'GET', url: slow.origin })).status).toBe(200);
    const [first, second] = slow.requests;
    const waited = (second?.at ?? 0) - (first?.at ?? 0);
    expect(waited).toBeGreaterThanOrEqual(280);
    expect(waited).toBeLessThan(2000);
  });

  it('gives back the last 500 after all its attempts', async () => {
    const fake = await serve([{ status: 500, body: '{"error":"fora"}' }]);
    const answer = await createProviderHttp({ timeoutMs: 1000, attempts: 3, backoffMs: 1 })({ method: 'GET', url: fake.origin });
    expect(answer).toMatchObject({ status: 500, body: { error: 'fora' } });
    expect(fake.requests).toHaveLength(3);
  });

  it('times out each attempt, retries it, and fails as a timeout once the attempts run out', async () => {
    const fake = await serve(['hang', { status: 200, body: '{"enfim":1}' }]);
    const send = createProviderHttp({ timeoutMs: 100, attempts: 2, backoffMs: 1 });
    expect((await send({ method: 'GET', url: fake.origin })).body).toEqual({ enfim: 1 });

    const hanging = await serve(['hang']);
    const error = await failureOf(send({ method: 'GET', url: `${hanging.origin}/x`, what: 'GET /x' }));
    expect(error).toBeInstanceOf(ProviderHttpError);
    expect(error).toMatchObject({ failure: 'timeout', message: 'GET /x: no answer within 100 ms' });
    expect(hanging.requests).toHaveLength(2);
  });

  it("honours the caller's AbortSignal, during an attempt and while waiting for the next", async () => {
    const fake = await serve(['hang']);
    const send = createProviderHttp({ timeoutMs: 5000, attempts: 3, backoffMs: 5000 });
    // Each abort comes once the attempt has reached the server (a fixed delay raced it on a busy machine).
    const during = new AbortController();
    const hanging = send({ method: 'GET', url: fake.origin, signal: during.signal });
    await vi.waitFor(() => expect(fake.requests).toHaveLength(1));
    during.abort(new Error('desistiu'));
    await expect(hanging).rejects.toThrow('desistiu');
    expect(fake.requests).toHaveLength(1);

    const failing = await serve([{ status: 503 }]);
    const waiting = new AbortController();
    const retrying = send({ method: 'GET', url: failing.origin, signal: waiting.signal });
    await vi.waitFor(() => expect(failing.requests).toHaveLength(1));
    const started = performance.now();
    waiting.abort(new Error('cansou'));
    // Aborted during the 5 s wait for the next attempt: at once, and no second request.
    await expect(retrying).rejects.toThrow('cansou');
    expect(performance.now() - started).toBeLessThan(2000);
    expect(failing.requests).toHaveLength(1);
  });

  it('refuses to follow a redirect', async () => {
    const fake = await serve([{ status: 302, headers: { location: '/outro-lugar' } }, { status: 200 }]);
    const error = await failureOf(createProviderHttp({ timeoutMs: 1000 })({ method: 'GET', url: fake.origin }));
    expect(error).toMatchObject({ failure: 'network' });
    expect(fake.requests.map((request) => request.url)).toEqual(['/']);
  });

  it('puts no token or secret in an error message: the query is redacted, the library text left out', async () => {
    const hanging = await serve(['hang']);
    const send = createProviderHttp({ timeoutMs: 50 });
    const url = new URL(`${hanging.origin}/v23.0/me/accounts`);
    url.searchParams.set('fields', 'id,name');
    url.searchParams.set('access_token', TOKEN);
    url.searchParams.set('appsecret_proof', 'prova-secreta');
    const timeout = await failureOf(send({ method: 'GET', url }));
    expect(timeout.message).toBe(
      `GET ${hanging.origin}/v23.0/me/accounts?fields=id%2Cname&access_token=redacted&appsecret_proof=redacted: no answer within 50 ms`,
    );

    const closed = await serve([]);
    await closers.pop()?.();
    url.host = new URL(closed.origin).host;
    const network = await failureOf(send({ method: 'GET', url }));
    expect(network).toMatchObject({ failure: 'network' });
    expect(network.message).toMatch(/network failure \(ECONNREFUSED\)$/);
    for (const error of [timeout, network]) {
      const shown = `${error.message} ${String(error)} ${JSON.stringify(error)} ${error.stack ?? ''} ${String(error.cause)}`;
      expect(shown).not.toContain(TOKEN);
      expect(shown).not.toContain('prova-secreta');
    }

    expect(redactUrl(`https://u:p@x.test/oauth?client_secret=s&code=c&refresh_token=r&fb_exchange_token=t&limit=5`)).toBe(
      'https://x.test/oauth?client_secret=redacted&code=redacted&refresh_token=redacted&fb_exchange_token=redacted&limit=5',
    );
  });
});

describe('retryAfterHeaderMs', () => {
  it('reads seconds or an HTTP date against the given clock', () => {
    const now = new Date('2025-06-02T12:00:00Z');
    expect(retryAfterHeaderMs(new Headers({ 'retry-after': '30' }), now)).toBe(30_000);
    expect(retryAfterHeaderMs(new Headers({ 'retry-after': 'Mon, 02 Jun 2025 12:01:00 GMT' }), now)).toBe(60_000);
    expect(retryAfterHeaderMs(new Headers({ 'retry-after': 'Mon, 02 Jun 2025 11:00:00 GMT' }), now)).toBe(0);
    expect(retryAfterHeaderMs(new Headers({ 'retry-after': 'logo' }), now)).toBeUndefined();
    expect(retryAfterHeaderMs(new Headers(), now)).toBeUndefined();
  });
});
