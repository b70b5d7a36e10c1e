import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { testEnv } from '../test/env.ts';
import type { DatabaseHandle } from './database.ts';

// What patches/postgres@3.4.9.patch fixes in the driver (docs/decisions/012-database-outages.md):
// each case fails, hangs or crashes the process on the unpatched postgres.js 3.4.9.
const adminUrl = testEnv.TEST_DATABASE_URL;
const server = testDatabases.find((database): database is TestDatabase => database.name === 'postgres');

/**
 * `promise`, or a rejection after `ms`. A promise that settles after the time is up is still
 * handled: its late rejection (a query failing once its connection closes) would otherwise be
 * reported as an unhandled error of the whole run (a CI run failed so, on a busy machine).
 */
const within = <T>(promise: Promise<T>, ms: number) => {
  promise.catch(() => undefined);
  return Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))]);
};
const nextTurns = async () => {
  for (let i = 0; i < 3; i += 1) await Promise.resolve();
};

describe.skipIf(!adminUrl || !server)('postgres.js, as patched, when a connection goes away', () => {
  let handle: DatabaseHandle | undefined;
  let drop: (() => Promise<void>) | undefined;
  const url = () => {
    if (!handle || !adminUrl) throw new Error('the database is opened in beforeAll');
    return adminUrl;
  };
  beforeAll(async () => {
    const opened = await server?.open();
    handle = opened?.handle;
    drop = opened?.drop;
  });
  afterAll(async () => {
    await drop?.();
  });

  /**
   * A one-connection client on sockets the test holds (`socket()`: the current one), to close or
   * reset them by hand; `onQuery` sees each query as it is built, with the socket it will go on.
   */
  const socketClient = (onQuery?: (query: string, socket: Socket | undefined) => void) => {
    const target = new URL(url());
    let current: Socket | undefined;
    const client = postgres(url(), {
      max: 1,
      connect_timeout: 1,
      onnotice: () => undefined,
      ...(onQuery ? { debug: (_connection: number, query: string) => onQuery(query, current) } : {}),
      // Typed in postgres.js' README, not in its types: a connected socket for each attempt.
      ...{
        socket: async () => {
          const socket = connect(Number(target.port || 5432), target.hostname);
          await once(socket, 'connect');
          current = socket;
          return socket;
        },
      },
    } as postgres.Options<Record<string, never>>);
    return { client, socket: () => current };
  };

  it('fails a transaction whose backend dies mid-query, without an uncaught exception, and serves the next query', async () => {
    const db = handle?.db;
    if (!db) throw new Error('the database is opened in beforeAll');
    const killer = postgres(url(), { max: 1, onnotice: () => undefined });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      let pid: number | undefined;
      const transaction = db.transaction(async (tx) => {
        const [row] = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { pid: number }[];
        pid = row?.pid;
        await tx.execute(sql`select pg_sleep(5)`);
      });
      // Handled from the start: the backend's close can fail the transaction before the killer's
      // own answer arrives, and a rejection with no handler yet fails the whole run (it did in CI).
      transaction.catch(() => undefined);
      while (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      await killer`select pg_terminate_backend(${pid})`;
      await expect(within(transaction, 3000)).rejects.not.toThrow(/no answer in/);
      // The ROLLBACK postgres.js writes on the dead connection used to throw from a timer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(uncaught).toEqual([]);
      expect(await within(db.execute(sql`select 1 as one`), 3000)).toEqual([{ one: 1 }]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await killer.end();
    }
  });

  it('answers the next query of a connection whose backend was terminated in a transaction', async () => {
    // One connection, so that the next query goes to the one whose backend died.
    const client = postgres(url(), { max: 1, onnotice: () => undefined });
    const killer = postgres(url(), { max: 1, onnotice: () => undefined });
    try {
      let pid: number | undefined;
      const transaction = client.begin(async (tx) => {
        const [row] = await tx<{ pid: number }[]>`select pg_backend_pid() as pid`;
        pid = row?.pid;
        await tx`select pg_sleep(5)`;
      });
      transaction.catch(() => undefined);
      while (pid === undefined) await new Promise((resolve) => setTimeout(resolve, 20));
      await killer`select pg_terminate_backend(${pid})`;
      await expect(within(transaction, 3000)).rejects.not.toThrow(/no answer in/);
      // Unpatched, the terminated session's error (57P01) failed this query once reconnected.
      for (let i = 0; i < 3; i += 1) {
        expect(await within(client`select ${i}::int as i`, 3000)).toEqual([{ i }]);
      }
    } finally {
      await Promise.all([client.end({ timeout: 1 }), killer.end()]);
    }
  });

  it('connects again after a connection closed while a query was being written', async () => {
    const { client, socket } = socketClient();
    try {
      expect(await client`select 1 as one`).toEqual([{ one: 1 }]);
      const cut = client`select 2 as two`.execute();
      await nextTurns();
      // The query waits for the next turn of the event loop to be written; the socket's close is
      // handled first (as when many sockets close in one turn and the first ones' failures start
      // queries on the others).
      const current = socket();
      current?.emit('close', false);
      current?.destroy();
      await expect(cut).rejects.toMatchObject({ code: 'CONNECTION_CLOSED' });
      // Unpatched, the connection never flushed a write again: CONNECT_TIMEOUT, forever.
      expect(await within(client`select 3 as three`, 3000)).toEqual([{ three: 3 }]);
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it('fails a query handed to a connection between its socket failing and closing, instead of answering it empty after reconnecting', async () => {
    const { client, socket } = socketClient();
    try {
      expect(await client`select 1 as one`).toEqual([{ one: 1 }]);
      const reset = socket();
      // A reset as Node reports it: 'error' at once, 'close' only once the handle is closed, a
      // phase of the event loop later. The connection is still in the pool in between, and a
      // query dispatched from setImmediate (the session-user batches) is written to it.
      reset?.emit('error', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }));
      const lost = client`select 2 as two`.execute();
      const outcome = lost.then(
        (rows) => ({ rows: [...rows] }),
        (error: { code?: string }) => ({ code: error.code }),
      );
      await nextTurns();
      reset?.emit('close', true);
      reset?.destroy();
      // Unpatched, the query stayed pending until the next session's startup answered it, with no rows.
      expect(await within(client`select 3 as three`, 3000)).toEqual([{ three: 3 }]);
      expect(await within(outcome, 1000)).toEqual({ code: 'CONNECTION_CLOSED' });
    } finally {
      await client.end({ timeout: 1 });
    }
  });

  it('survives a connection reset while it fetches the array types, without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    let resets = 0;
    // Each query as it is built: the array types are the first query of every new session.
    const { client } = socketClient((query, socket) => {
      if (!query.includes('typarray') || resets > 0) return;
      resets += 1;
      queueMicrotask(() => socket?.destroy(Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })));
    });
    try {
      // The query the connection was opened for fails with the connection.
      await expect(within(client`select 1 as one`.execute(), 3000)).rejects.toMatchObject({ code: 'ECONNRESET' });
      expect(await within(client`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      // Unpatched, the failed array-type query was a rejection nobody handled: it ends the process.
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await client.end({ timeout: 1 });
    }
  });

  it('uses a connection whose first query was cancelled while it connected', async () => {
    const client = postgres(url(), { max: 1, onnotice: () => undefined });
    try {
      const first = client`select 1 as one`;
      const settled = first.then(
        () => 'answered',
        (error: { code?: string }) => error.code,
      );
      await nextTurns();
      first.cancel();
      expect(await settled).toBe('57014');
      // Unpatched, the connection connected, skipped the cancelled query and was never used again.
      expect(await within(client`select 2 as two`, 3000)).toEqual([{ two: 2 }]);
    } finally {
      await client.end({ timeout: 1 });
    }
  });
});
