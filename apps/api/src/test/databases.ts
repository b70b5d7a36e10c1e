import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgresClient from 'postgres';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database.ts';
import { testEnv } from './env.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (src/test/pglite-template.ts). */
    pgliteTemplate: string;
    /** A migrated database on the TEST_DATABASE_URL server, when it is set (src/test/postgres-template.ts). */
    postgresTemplate: string;
  }
}

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** A fresh, migrated database of its own; `drop` removes it. */
  open(): Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>;
}

const pglite: TestDatabase = {
  name: 'pglite',
  async open() {
    // The migrated template of src/test/pglite-template.ts; migrate() then finds nothing to do.
    const template = await readFile(inject('pgliteTemplate'));
    const handle = await openDatabase({ memory: true, from: new Blob([template]) });
    await handle.migrate();
    return { handle, drop: () => handle.close() };
  },
};

/** Runs one statement (create/drop database) on its own short-lived connection to `adminUrl`. */
async function adminStatement(adminUrl: string, statement: string): Promise<void> {
  const admin = postgresClient(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A new database on the server of `adminUrl`, at `url`: empty (not migrated: whoever opens it
 * does), or a copy of `template`; `drop` removes it, whoever is still connected.
 */
export async function createServerDatabase(adminUrl: string, template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminStatement(adminUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminStatement(adminUrl, `drop database if exists "${name}" with (force)`) };
}

/** One database per test file on the server, so that files run in parallel without sharing rows. */
const postgres = (adminUrl: string): TestDatabase => ({
  name: 'postgres',
  async open() {
    // A copy of the migrated template of src/test/postgres-template.ts; migrate() then finds nothing to do.
    const created = await createServerDatabase(adminUrl, inject('postgresTemplate'));
    const handle = await openDatabase({ url: created.url, poolSize: 4 });
    await handle.migrate();
    return {
      handle,
      async drop() {
        await handle.close();
        await created.drop();
      },
    };
  },
});

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. For `describe.each`. */
export const testDatabases: TestDatabase[] = [pglite, ...(testEnv.TEST_DATABASE_URL ? [postgres(testEnv.TEST_DATABASE_URL)] : [])];
