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
import * as schema from './schema.ts';

/** A drizzle instance over either driver: the app only uses what both share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions = { url: string; poolSize?: number } | { dataDir: string } | { memory: true };

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'postgres' | 'pglite';
  /** Applies the committed migrations (./drizzle), holding a lock so that concurrent starts wait. */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

// Same depth from src/db and dist/db: apps/api/drizzle.
const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
// Any constant shared by every process of the API; only used to serialise migrations.
const MIGRATION_LOCK_KEY = 7_245_113;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options);
  if ('dataDir' in options) mkdirSync(options.dataDir, { recursive: true });
  const client = 'dataDir' in options ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    // A PGlite database belongs to one process: there is no one to race with.
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

function openPostgres({ url, poolSize = 10 }: Extract<DatabaseOptions, { url: string }>): DatabaseHandle {
  // postgres.js connects lazily and replaces a connection the server dropped on its own: no
  // error listener is needed for idle connections. Drizzle names (and so prepares) only the
  // queries the app prepares explicitly (prepareHotQueries); the rest run as unnamed statements.
  const client = postgres(url, { max: poolSize, prepare: true, onnotice: () => undefined });
  const db = drizzlePostgres({ client, schema });
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
    close: () => client.end({ timeout: 5 }),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
