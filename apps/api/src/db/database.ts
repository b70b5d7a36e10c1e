import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

/** A drizzle instance over either driver: the app only uses what both share. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseOptions =
  | { url: string; poolSize?: number; /** Errors of idle pooled connections (a server restart). */ onError?: (error: Error) => void }
  | { dataDir: string }
  | { memory: true };

export interface DatabaseHandle {
  readonly db: Database;
  readonly driver: 'pg' | 'pglite';
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

function openPostgres({ url, poolSize = 10, onError }: Extract<DatabaseOptions, { url: string }>): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // Without a listener, an idle connection dropped by the server would crash the process.
  pool.on('error', (error) => onError?.(error));
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    driver: 'pg',
    async migrate() {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder });
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}

export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
