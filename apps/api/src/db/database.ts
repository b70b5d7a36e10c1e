import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { createAvailabilityGate, gatedClient } from './availability.ts';
import * as schema from './schema.ts';

/** A drizzle instance over either driver: the app only uses what both share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | {
      url: string;
      poolSize?: number;
      /** Seconds an attempt to connect may take (TCP, TLS, authentication). Default: 2. */
      connectTimeoutSeconds?: number;
      /** While the server is out of reach, one query per this many ms tries it; the rest fail at once. Default: 250. */
      probeEveryMs?: number;
    }
  | { dataDir: string }
  /** In memory; `from`: a data directory as PGlite's `dumpDataDir` wrote it (the tests' migrated template). */
  | { memory: true; from?: Blob };

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'postgres' | 'pglite';
  /** Applies the committed migrations (./drizzle), holding a lock so that concurrent starts wait. */
  migrate(): Promise<void>;
  /** Raw SQL on this handle's own connection or pool, for the job runner (lib/jobs): pg-boss's `db` option. */
  jobExecutor(): JobExecutor;
  close(): Promise<void>;
}

/**
 * What pg-boss runs its SQL through ("bring your own" `db`): a statement with `$n` values, or
 * with none a script of several (its schema, its maintenance: `BEGIN; ...; COMMIT;`).
 */
export interface JobExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
}

/**
 * A value pg-boss hands as node-postgres takes it, as our drivers take it: undefined is null, an
 * object for its json/jsonb parameters goes as JSON text (drizzle made the pool's json
 * serializers pass values through as they are). Also used by lib/jobs/in-transaction.ts.
 */
export const jobParameter = (value: unknown) =>
  value === undefined
    ? null
    : value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && !ArrayBuffer.isView(value)
      ? JSON.stringify(value)
      : value;

// Same depth from src/db and dist/db: apps/api/drizzle.
export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant shared by every process of the API; only used to serialise migrations.
const MIGRATION_LOCK_KEY = 7_245_113;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options);
  if ('dataDir' in options) mkdirSync(options.dataDir, { recursive: true });
  const client = 'dataDir' in options ? new PGlite(options.dataDir) : new PGlite(options.from ? { loadDataDir: options.from } : {});
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    // A PGlite database belongs to one process: there is no one to race with.
    migrate: () => migratePglite(db, { migrationsFolder }),
    jobExecutor: () => pgliteJobExecutor(client),
    close: () => client.close(),
  };
}

/** pg-boss's `db` on a PGlite: one connection, taken in turns (a drizzle transaction holds it until it ends). */
export function pgliteJobExecutor(client: PGlite): JobExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query<Record<string, unknown>>(text, values);
      // A script (its own BEGIN and COMMIT) inside a transaction of PGlite's, which holds the
      // connection throughout and rolls back if a statement fails: no one else's query ever
      // lands in an aborted transaction (the inner BEGIN and the outer COMMIT only warn).
      return client.transaction(async (tx) => (await tx.exec(text)).at(-1) ?? { rows: [] });
    },
  };
}

// postgres.js waits (0.5 to 1) x 3^n / 100 s before the nth attempt in a row, up to 20 s: after
// a few failed attempts a query waited seconds for its turn, and the pool came back seconds
// after the server did. Ours stays under half a second; the gate keeps attempts rare meanwhile.
const reconnectDelaySeconds = (failures: number) => (0.5 + Math.random() / 2) * Math.min(0.05 * 2 ** failures, 0.5);

function openPostgres(options: Extract<DatabaseOptions, { url: string }>): DatabaseHandle {
  const { url, poolSize = 10, connectTimeoutSeconds = 2, probeEveryMs = 250 } = options;
  // postgres.js connects lazily and replaces a connection the server dropped on its own: no
  // error listener is needed for idle connections. Drizzle names (and so prepares) only the
  // queries the app names with `.prepare(name)` (the session users, the kit, the applied list); the rest run as unnamed statements.
  // connect_timeout (default 30 s) bounds each attempt; idle_timeout and max_lifetime keep
  // their defaults (idle connections stay, each lives 30 to 60 min): neither matters in an
  // outage, where postgres.js drops and replaces dead connections by itself.
  const client = postgres(url, {
    max: poolSize,
    prepare: true,
    connect_timeout: connectTimeoutSeconds,
    backoff: reconnectDelaySeconds,
    onnotice: () => undefined,
  });
  // Only the app's queries go through the gate; migrate() below uses the pool as it is.
  const gated = gatedClient(client, createAvailabilityGate({ probeEveryMs }));
  const db = drizzlePostgres({ client: gated, schema });
  return {
    db,
    driver: 'postgres',
    async migrate() {
      // An advisory lock belongs to a session: take and free it on one reserved connection.
      // The migrator runs its own transaction on another connection of the pool.
      const lock = await client.reserve();
      try {
        await lock`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
        await migratePostgres(db, { migrationsFolder });
      } finally {
        await lock`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`.catch(() => undefined);
        lock.release();
      }
    },
    jobExecutor: () => ({
      async executeSql(text, values) {
        if (values && values.length > 0) return { rows: await gated.unsafe<Record<string, unknown>[]>(text, values.map(jobParameter) as never[]) };
        // A script (the simple protocol, its own BEGIN and COMMIT) on a connection of its own,
        // rolled back if a statement fails so that no connection goes back to the pool mid-transaction.
        const connection = await client.reserve();
        try {
          const results = await connection.unsafe<Record<string, unknown>[]>(text);
          return { rows: results };
        } catch (error) {
          await connection.unsafe('rollback').catch(() => undefined);
          throw error;
        } finally {
          connection.release();
        }
      },
    }),
    close: () => client.end({ timeout: 5 }),
  };
}

/** Rejects when the database does not answer within `timeoutMs` (the query itself is left to finish). */
export async function pingDatabase(db: Database, { timeoutMs = 2000 } = {}): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`database ping: no answer in ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
