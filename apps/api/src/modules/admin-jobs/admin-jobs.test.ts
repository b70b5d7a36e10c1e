import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { testDatabases } from '../../test/databases.ts';
import { useJobRunners } from '../../test/job-runners.ts';
import { call, createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { enrolledOperator, fromBackoffice, signInAs } from '../operators/operators.test-support.ts';

interface WireJob {
  id: string;
  queue: string;
  error: string;
  attempts: number;
  created_at: string;
  started_at: string | null;
  failed_at: string;
}

describe.each(testDatabases)('the back office jobs ($name)', (database) => {
  const context = useTestDatabase(database);
  const { failingJobs } = useJobRunners(context);

  async function signedIn(role: 'admin' | 'support' | 'finance' = 'admin') {
    const setup = createTestApp(context.handle.db);
    const operator = await enrolledOperator(context.handle.db, setup, role);
    const cookie = await signInAs(setup.app, setup.clock, operator);
    const request = (method: string, path: string) => call(setup.app, method, path, { headers: fromBackoffice({ cookie }) });
    return { ...setup, operator, request };
  }

  const failedOf = async (request: (method: string, path: string) => Promise<{ json: Record<string, unknown> | undefined }>, queue: string) => {
    const all: WireJob[] = [];
    let cursor: string | null = null;
    do {
      const page = await request('GET', `/v3/admin/jobs/failed${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);
      all.push(...(page.json?.['items'] as WireJob[]));
      cursor = page.json?.['next_cursor'] as string | null;
    } while (cursor);
    return all.filter((job) => job.queue === queue);
  };

  it('lists the failed jobs with queue, error and dates; a retry, audited, runs the job again', async () => {
    const { request, operator } = await signedIn('admin');
    const { name, fix, done } = await failingJobs('admin', 'provedor fora do ar');
    await expect.poll(() => failedOf(request, name), { timeout: 10_000 }).toHaveLength(1);
    const [job] = await failedOf(request, name);
    expect(job).toMatchObject({ queue: name, error: 'provedor fora do ar', attempts: 1, started_at: expect.any(String) });
    expect(Date.parse(job?.failed_at ?? '')).toBeGreaterThanOrEqual(Date.parse(job?.created_at ?? ''));

    fix();
    const retried = await request('POST', `/v3/admin/jobs/${job?.id}/retry`);
    expect(retried.status).toBe(204);
    await expect.poll(done, { timeout: 10_000 }).toBe(1);
    expect(await failedOf(request, name)).toEqual([]);
    const [row] = await context.handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retried'), eq(auditLog.targetId, job?.id ?? '')));
    expect(row).toMatchObject({ operatorId: operator.id, targetType: 'job', before: { queue: name, error: 'provedor fora do ar' } });

    expect(await request('POST', `/v3/admin/jobs/${job?.id}/retry`)).toMatchObject({ status: 409, json: { code: 'JOB_NOT_FAILED' } });
    expect(await request('POST', '/v3/admin/jobs/6f1c2c3e-0d4b-4c55-9f10-000000000000/retry')).toMatchObject({
      status: 404,
      json: { code: 'JOB_NOT_FOUND' },
    });
  });

  it('pages the failed jobs, each once, across pages of 50', async () => {
    const { request } = await signedIn('admin');
    const { name } = await failingJobs('admin', 'provedor fora do ar', 53);
    await expect.poll(() => failedOf(request, name), { timeout: 20_000 }).toHaveLength(53);
    const ids = (await failedOf(request, name)).map((job) => job.id);
    expect(new Set(ids).size).toBe(53);
  });

  it('answers 401 without a session, 403 to support and finance', async () => {
    const { app } = createTestApp(context.handle.db);
    expect(await call(app, 'GET', '/v3/admin/jobs/failed', { headers: fromBackoffice() })).toMatchObject({ status: 401 });
    for (const role of ['support', 'finance'] as const) {
      const { request } = await signedIn(role);
      expect(await request('GET', '/v3/admin/jobs/failed')).toMatchObject({ status: 403, json: { code: 'OPERATOR_FORBIDDEN' } });
      expect(await request('POST', '/v3/admin/jobs/6f1c2c3e-0d4b-4c55-9f10-000000000000/retry')).toMatchObject({ status: 403 });
    }
  });
});
