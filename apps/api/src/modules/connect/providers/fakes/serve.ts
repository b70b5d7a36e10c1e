import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';

/** Anything with a fetch handler: a Hono app. */
export interface Fetchable {
  fetch: (request: Request) => Response | Promise<Response>;
}

/**
 * Serves a fake on 127.0.0.1 on a free port, for the clients' tests and benchmarks. `close`
 * also cuts keep-alive and hanging connections (a test that timed out leaves one).
 */
export async function startFake(app: Fetchable): Promise<{ url: string; close: () => Promise<void> }> {
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const started = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve({ server: started, port: info.port }));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}
