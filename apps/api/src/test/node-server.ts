import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { nodeListener, type App } from '../app.ts';

/** `app` served as main.ts serves it (nodeListener) on a free port of 127.0.0.1. */
export async function serveOnNode(app: App): Promise<{ port: number; close: () => Promise<void> }> {
  const server = createServer(nodeListener(app));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export interface WireAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they came, not decompressed. */
  body: Buffer;
}

/** One request over HTTP to 127.0.0.1:`port`, exactly as given. */
export function send(port: number, path: string, { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<WireAnswer>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}
