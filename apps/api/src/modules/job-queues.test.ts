import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { queueJob } from '../lib/jobs/in-transaction.ts';
import type { JobOptions, JobRunner } from '../lib/jobs/jobs.ts';
import { createTestApp } from '../test/test-app.ts';
import { servicesOf } from '../app.ts';
import { apiModules, jobQueues, prepareDatabase } from './index.ts';

describe("the modules' job queues", () => {
  it('are made with the migrations, so that a job queued before any runner has started is kept', async () => {
    // A database as the demo's first start finds it: empty, then prepared; no runner yet.
    const database = await openDatabase({ memory: true });
    try {
      await prepareDatabase(database);
      for (const { name } of jobQueues) await database.db.transaction((tx) => queueJob(tx, name, { probe: true }));
      const { rows } = await database.jobExecutor().executeSql(`select name from pgboss.job where data->>'probe' = 'true' order by name`);
      expect(rows.map((row) => row['name'])).toEqual(jobQueues.map(({ name }) => name).sort());
    } finally {
      await database.close();
    }
  }, 60_000);

  it('list every queue a module defines but does not schedule, with the settings its runner gives it', async () => {
    const defined = new Map<string, JobOptions>();
    const scheduled = new Set<string>();
    const recording: JobRunner = {
      define: (name, _handler, options) => void defined.set(name, options),
      schedule: (name) => void scheduled.add(name),
      send: () => Promise.resolve(true),
      start: () => Promise.resolve(),
      stop: () => Promise.resolve(),
    };
    const database = await openDatabase({ memory: true });
    try {
      const services = servicesOf(createTestApp(database.db).app);
      for (const module of apiModules) module.jobs?.(recording, services);
    } finally {
      await database.close();
    }
    const declared = new Map(jobQueues.map(({ name, options }) => [name, options]));
    for (const [name, options] of defined) {
      if (scheduled.has(name)) continue;
      expect(declared.get(name), `${name} is sent outside a schedule: list it in its module's \`queues\``).toEqual(options);
    }
  }, 60_000);
});
