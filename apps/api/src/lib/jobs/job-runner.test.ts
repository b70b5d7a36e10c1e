import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../test/databases.ts';
import { useJobRunners } from '../../test/job-runners.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { silentLogger } from '../logger.ts';
import { queueJob, queueJobs } from './in-transaction.ts';
import { createJobAdmin, createJobRunner } from './job-runner.ts';
import { jobsFailedCommand, jobsRetryCommand } from './jobs.cli.ts';
import type { JobContext, JobOptions } from './jobs.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const queueName = (what: string) => `test-${what}-${randomBytes(3).toString('hex')}`;
const once: JobOptions = { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 };

describe.each(testDatabases)('the job runner ($name)', (database) => {
  const context = useTestDatabase(database);
  const { runner, failingJobs } = useJobRunners(context);

  it('retries a job that fails once, and it succeeds; the failure is kept in the job', async () => {
    const name = queueName('retry');
    const attempts: JobContext[] = [];
    const jobs = runner();
    jobs.define<{ n: number }>(
      name,
      async (data, job) => {
        attempts.push(job);
        expect(data).toEqual({ n: 7 });
        if (job.attempt === 1) throw new Error('serviço fora do ar');
      },
      { retryLimit: 2, retryDelay: 0, retryBackoff: false, expireInSeconds: 60 },
    );
    await jobs.start();
    expect(await jobs.send(name, { n: 7 })).toBe(true);
    await expect.poll(() => attempts.length, { timeout: 10_000 }).toBe(2);
    expect(attempts.map(({ attempt, lastAttempt }) => ({ attempt, lastAttempt }))).toEqual([
      { attempt: 1, lastAttempt: false },
      { attempt: 2, lastAttempt: false },
    ]);
    expect(attempts[0]?.id).toBe(attempts[1]?.id);
    // Completed: nothing for the operator.
    await expect.poll(async () => (await createJobAdmin(context.handle.jobExecutor()).failed()).filter((job) => job.name === name)).toEqual([]);
  });

  it('waits before a retry with backoff', async () => {
    const name = queueName('backoff');
    let attempts = 0;
    const jobs = runner();
    jobs.define(
      name,
      async () => {
        attempts += 1;
        throw new Error('ainda não');
      },
      { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
    );
    await jobs.start();
    await jobs.send(name, {});
    await expect.poll(() => attempts, { timeout: 10_000 }).toBe(1);
    // The failure is written once the handler has thrown: read the job until it is.
    const job = async () =>
      (
        await context.handle
          .jobExecutor()
          .executeSql(`select state, retry_count, start_after > now() + interval '25 seconds' as later from pgboss.job where name = $1`, [name])
      ).rows;
    // Due again in 30 to 60 s, not at once.
    await expect.poll(job, { timeout: 10_000 }).toEqual([{ state: 'retry', retry_count: 0, later: true }]);
    await sleep(1500);
    expect(attempts).toBe(1);
  });

  /** A job that fails with `message` until `fix()` (useJobRunners), once it is failed, with the operator's view of the jobs. */
  async function failedJob(what: string, message: string) {
    const job = await failingJobs(what, message);
    const admin = createJobAdmin(context.handle.jobExecutor());
    const failedOf = async () => (await admin.failed()).filter((failed) => failed.name === job.name);
    await expect.poll(failedOf, { timeout: 10_000 }).toHaveLength(1);
    return { ...job, admin, failedOf };
  }

  it('lists a job that failed its last attempt for the operator, who sends it back, and it succeeds', async () => {
    const { name, admin, failedOf, fix, done } = await failedJob('failed', 'chave da API recusada');
    const [failed] = await failedOf();
    expect(failed).toMatchObject({ name, error: 'chave da API recusada', failedAt: expect.any(Date) });

    fix();
    expect(await admin.retry(failed?.id ?? '')).toBe('retried');
    await expect.poll(done, { timeout: 10_000 }).toBe(1);
    expect(await failedOf()).toEqual([]);
    expect(await admin.retry(failed?.id ?? '')).toBe('not-failed');
    expect(await admin.retry('6f1c2c3e-0d4b-4c55-9f10-000000000000')).toBe('not-found');
  });

  it('lets the operator list the failed jobs and retry one from the command line', async () => {
    const { name, admin, fix, done } = await failedJob('cli', 'serviço de voz fora do ar\nem detalhe');
    const lines: string[] = [];
    const io = { out: (line: string) => void lines.push(line), jobs: admin };
    await jobsFailedCommand(io, []);
    expect(lines[0]).toMatch(/^tarefa\s+id\s+erro\s+quando$/);
    const line = lines.find((text) => text.startsWith(name)) ?? '';
    expect(line).toMatch(new RegExp(`^${name}\\s+[0-9a-f-]{36}\\s+serviço de voz fora do ar\\s+\\d{4}-\\d\\d-\\d\\dT`));
    const id = line.split(/\s+/)[1] ?? '';

    await expect(jobsRetryCommand(io, [])).rejects.toMatchObject({ exitCode: 2 });
    await expect(jobsRetryCommand(io, ['nao-e-um-id'])).rejects.toMatchObject({ exitCode: 2 });
    await expect(jobsRetryCommand(io, ['6f1c2c3e-0d4b-4c55-9f10-000000000000'])).rejects.toMatchObject({
      exitCode: 1,
      message: 'Tarefa 6f1c2c3e-0d4b-4c55-9f10-000000000000 não encontrada.',
    });
    fix();
    await jobsRetryCommand(io, [id]);
    expect(lines.at(-1)).toBe(`Tarefa ${id} enviada de novo para a fila.`);
    await expect.poll(done, { timeout: 10_000 }).toBe(1);
  });

  it('runs a sent job once when two processes work on the same queue', async () => {
    const name = queueName('once');
    const runs: string[] = [];
    const processes = ['processo-1', 'processo-2'].map((who) => {
      const jobs = runner();
      jobs.define(
        name,
        async () => {
          runs.push(who);
          await sleep(300);
        },
        { ...once, concurrency: 2 },
      );
      return jobs;
    });
    await Promise.all(processes.map((jobs) => jobs.start()));
    for (let index = 0; index < 3; index += 1) await processes[index % 2]?.send(name, { index });
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(3);
    await sleep(1500);
    expect(runs).toHaveLength(3);
  });

  it('fires a schedule once per tick across processes, and a stately queue runs one round at a time', async () => {
    // A tick is a minute: start early in one, so that the test sees one tick.
    if (new Date().getSeconds() > 40) await sleep((61 - new Date().getSeconds()) * 1000);
    const name = queueName('cron');
    let runs = 0;
    let atOnce = 0;
    let most = 0;
    const processes = [1, 2].map(() => {
      const jobs = runner();
      jobs.define(
        name,
        async () => {
          runs += 1;
          most = Math.max(most, (atOnce += 1));
          await sleep(500);
          atOnce -= 1;
        },
        { ...once, policy: 'stately' },
      );
      jobs.schedule(name, '* * * * *', { runAtStart: true });
      return jobs;
    });
    // One after the other, as processes of a deployment come up (each start also creates pg-boss's schema if it is missing).
    for (const jobs of processes) await jobs.start();
    // One job sent at each start and the tick's one job (a schedule fires once per tick whatever
    // the number of processes: a tick per process would make 4); a stately queue runs one at a time.
    await expect.poll(() => runs, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    await sleep(6000);
    expect(runs).toBeLessThanOrEqual(3);
    expect(most).toBe(1);
  }, 90_000);

  it('stops fetching, aborts the running handlers and waits for them', async () => {
    const name = queueName('stop');
    const events: string[] = [];
    const jobs = runner();
    jobs.define(
      name,
      async (_data, job) => {
        events.push('started');
        await new Promise((resolve) => job.signal.addEventListener('abort', resolve, { once: true }));
        await sleep(200);
        events.push('finished');
      },
      once,
    );
    await jobs.start();
    await jobs.send(name, {});
    await expect.poll(() => events, { timeout: 10_000 }).toEqual(['started']);
    await jobs.stop();
    expect(events).toEqual(['started', 'finished']);
    // Sent after the stop: nothing here works on it any more.
    await createJobRunner({ executor: context.handle.jobExecutor(), logger: silentLogger }).send(name, {});
    await sleep(1500);
    expect(events).toEqual(['started', 'finished']);
  });

  it('queues a job in the transaction of its cause: it runs once that commits, never when it rolls back', async () => {
    const name = queueName('in-transaction');
    const seen: number[] = [];
    const jobs = runner();
    jobs.define<{ n: number }>(name, async ({ n }) => void seen.push(n), once);
    await jobs.start();
    const { db } = context.handle;
    await db.transaction(async (tx) => {
      await queueJob(tx, name, { n: 1 }, { singletonKey: 'um' });
    });
    await expect(
      db.transaction(async (tx) => {
        await queueJobs(tx, name, [{ data: { n: 2 } }, { data: { n: 3 } }]);
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    await expect.poll(() => seen, { timeout: 10_000 }).toEqual([1]);
    await sleep(1500);
    expect(seen).toEqual([1]);
  });

  it('queues nothing, and does not fail the cause, in a database no runner has started on', async () => {
    const fresh = await database.open();
    try {
      await fresh.handle.db.transaction(async (tx) => queueJob(tx, queueName('nowhere'), { n: 1 }));
    } finally {
      await fresh.drop();
    }
  }, 90_000);
});
