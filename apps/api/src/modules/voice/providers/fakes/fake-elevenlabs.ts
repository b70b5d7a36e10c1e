import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeVoice {
  id: string;
  name: string;
  files: { name: string; type: string; size: number }[];
}

/** What the next request gets instead of a normal answer: a status (with Retry-After), or no answer at all. */
export type Failure = { status: number; retryAfter?: number } | { hang: true };

/**
 * A local HTTP server speaking the ElevenLabs shapes the client uses: `POST /v1/voices/add`
 * (multipart name + files → {voice_id}), `POST /v1/text-to-speech/{id}` (JSON {text, model_id}
 * → audio/mpeg), `DELETE /v1/voices/{id}`, all behind `xi-api-key`. Failures are queued with
 * `failNext`, one per request.
 */
export async function startFakeElevenLabs(options: { apiKey: string; audio: Uint8Array }) {
  const voices = new Map<string, FakeVoice>();
  const requests: { method: string; path: string; body?: unknown }[] = [];
  const failures: Failure[] = [];
  const hanging = new Set<ServerResponse>();

  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await read(request);
      requests.push({ method: request.method ?? '', path: url.pathname + url.search });
      const failure = failures.shift();
      if (failure && 'hang' in failure) {
        hanging.add(response);
        return;
      }
      if (failure) {
        response.writeHead(failure.status, {
          'content-type': 'application/json',
          ...(failure.retryAfter && { 'retry-after': String(failure.retryAfter) }),
        });
        return response.end(JSON.stringify({ detail: { status: 'fake_failure' } }));
      }
      if (request.headers['xi-api-key'] !== options.apiKey) return send(response, 401, { detail: { status: 'invalid_api_key' } });

      if (request.method === 'POST' && url.pathname === '/v1/voices/add') {
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type'] ?? '' },
          body,
        }).formData();
        const name = form.get('name');
        const files = form
          .getAll('files')
          .flatMap((file) => (typeof file === 'string' ? [] : [{ name: file.name, type: file.type, size: file.size }]));
        if (typeof name !== 'string' || !name || files.length === 0) return send(response, 422, { detail: { status: 'invalid_request' } });
        const voice = {
          id: randomUUID().replaceAll('-', ''),
          name,
          files,
        };
        voices.set(voice.id, voice);
        return send(response, 200, { voice_id: voice.id, requires_verification: false });
      }
      const speech = /^\/v1\/text-to-speech\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'POST' && speech) {
        if (!voices.has(decodeURIComponent(speech[1] ?? ''))) return send(response, 404, { detail: { status: 'voice_not_found' } });
        const json = JSON.parse(body.toString('utf8')) as { text?: unknown; model_id?: unknown };
        const last = requests.at(-1);
        if (last) last.body = json;
        if (typeof json.text !== 'string' || !json.text) return send(response, 422, { detail: { status: 'invalid_text' } });
        response.writeHead(200, { 'content-type': 'audio/mpeg' }).end(Buffer.from(options.audio));
        return;
      }
      const voice = /^\/v1\/voices\/([^/]+)$/.exec(url.pathname);
      if (request.method === 'DELETE' && voice) {
        const id = decodeURIComponent(voice[1] ?? '');
        if (!voices.delete(id)) return send(response, 404, { detail: { status: 'voice_not_found' } });
        return send(response, 200, { status: 'ok' });
      }
      send(response, 404, { detail: 'Not Found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    voices,
    requests,
    failNext: (...next: Failure[]) => void failures.push(...next),
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
