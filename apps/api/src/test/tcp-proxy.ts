import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * How the server goes away: `refuse` as a stopped server (open connections closed, new ones
 * refused), `silent` as a network gone bad (open connections reset, new ones never answered).
 */
export type Outage = 'refuse' | 'silent';

export interface TcpProxy {
  /** The port the proxy listens on (127.0.0.1). */
  readonly port: number;
  cut(outage: Outage): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A TCP proxy from 127.0.0.1 to `target`, for tests that take a server away (a database
 * outage: apps/api/src/db/outage.test.ts) without touching the server itself.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let silent = false;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A reset peer is what this proxy is for: nothing to report.
    socket.on('error', () => undefined);
  };
  const onConnection = (client: Socket) => {
    track(client);
    if (silent) return;
    const upstream = createConnection(target);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  };
  let server: Server = createServer(onConnection);
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const closeAll = (how: 'close' | 'reset') => {
    for (const socket of sockets) {
      if (how === 'reset') socket.resetAndDestroy();
      else socket.destroy();
    }
  };
  const stopListening = () => new Promise<void>((resolve) => (server.listening ? server.close(() => resolve()) : resolve()));
  const port = await listen(0);
  return {
    port,
    async cut(outage) {
      silent = outage === 'silent';
      const stopped = outage === 'refuse' ? stopListening() : Promise.resolve();
      closeAll(outage === 'refuse' ? 'close' : 'reset');
      await stopped;
    },
    async restore() {
      silent = false;
      closeAll('reset');
      if (server.listening) return;
      server = createServer(onConnection);
      await listen(port);
    },
    async close() {
      const stopped = stopListening();
      closeAll('reset');
      await stopped;
    },
  };
}
