import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import postgres from 'postgres';
import { openDatabase } from '../db/database.ts';
import { installJobQueues } from '../lib/jobs/install.ts';
import { jobQueues } from '../modules/index.ts';
import { testEnv } from './env.ts';
// The name of the provided template (`ProvidedContext`) is declared where it is read.
import type {} from './databases.ts';

/**
 * Vitest's global set-up, when TEST_DATABASE_URL is set: one migrated database on the server (its job queues made),
 * which each test file's databases are copies of (`create database ... template`, src/test/databases.ts),
 * as the PGlite ones start from one dump (src/test/pglite-template.ts). Creating and migrating a
 * database took about 5 s here, a copy about 1 s; the tests open about 90 of them.
 */
export default async function setup(project: TestProject) {
  const adminUrl = testEnv.TEST_DATABASE_URL;
  if (!adminUrl) return;
  const name = `test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end();
  };
  // Closed before any copy: PostgreSQL copies only a database nobody is connected to.
  const handle = await openDatabase({ url: url.toString(), poolSize: 2 });
  try {
    await handle.migrate();
    await installJobQueues(handle.jobExecutor(), jobQueues);
  } catch (error) {
    await drop();
    throw error;
  } finally {
    await handle.close();
  }
  project.provide('postgresTemplate', name);
  return drop;
}
