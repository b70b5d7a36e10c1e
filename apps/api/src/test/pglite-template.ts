import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, pgliteJobExecutor } from '../db/database.ts';
import { installJobQueues } from '../lib/jobs/install.ts';
import { jobQueues } from '../modules/index.ts';
// The name of the provided template (`ProvidedContext`) is declared where it is read.
import type {} from './databases.ts';

/**
 * Vitest's global set-up: one migrated PGlite database (its job queues made), dumped to a file that each test file's
 * databases start from (src/test/databases.ts). A new PGlite runs initdb first, about 5 s of CPU
 * here; one loaded from a dump skips it (about 2 s), in each of the ~140 test files.
 */
export default async function setup(project: TestProject) {
  const client = new PGlite();
  await migrate(drizzle({ client }), { migrationsFolder });
  // As the app prepares its database (modules/index.ts prepareDatabase): a job a test's
  // transaction queues lands in its queue.
  await installJobQueues(pgliteJobExecutor(client), jobQueues);
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = join(tmpdir(), `ma-api-pglite-template-${process.pid}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
