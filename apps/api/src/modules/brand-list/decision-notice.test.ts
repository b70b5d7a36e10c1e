import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, notificationMails } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { createTestApp, useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { insertUser } from '../credits/credits.test-support.ts';
import { decidableApplication, notificationRowsOf } from '../notifications/notifications.test-support.ts';
import { DECISION_NOTICE_JOB, DECISION_QUIET_MS, defineDecisionNoticeJob } from './decision-notice.ts';
import { DECISION_CHANGES_RULE } from './profile-list-throttle.ts';

// A brand's decision is told to the creator once it settles (docs/product/brand-applicants.md
// "The creator is told"), not at every click.
describe.each(testDatabases)("telling a brand's decision ($name)", (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;

  const setup = async () => {
    const { app, clock } = createTestApp(db());
    const jobs = createQueuedJobs(context.handle.jobExecutor());
    defineDecisionNoticeJob(jobs, { db: db(), events: appEvents, clock, logger: silentLogger });
    await jobs.start();
    const userId = await insertUser(db());
    const { applicationId, decide } = await decidableApplication(app, db(), clock, userId, 'Sérum da marca');
    // The decisions' jobs run: each waits for its start in the database's time, and the job
    // reads the app's clock, which the test moves (test-app's clock is behind the database's).
    const tick = () => jobs.runDue(DECISION_NOTICE_JOB);
    const pending = () => jobs.pending(DECISION_NOTICE_JOB);
    const told = async () => (await notificationRowsOf(db(), userId)).map((row) => row.kind).sort();
    const mails = async () =>
      (await db().select({ kind: notificationMails.kind }).from(notificationMails).where(eq(notificationMails.userId, userId)))
        .map((row) => row.kind)
        .sort();
    return { clock, userId, applicationId, decide, tick, pending, told, mails };
  };

  it('tells five quick flips once, with the final decision, after the quiet period', async () => {
    const { clock, decide, tick, pending, told, mails } = await setup();
    for (const decision of ['accepted', 'rejected', 'accepted', 'rejected', 'accepted']) {
      expect((await decide(decision)).status).toBe(200);
      clock.advance(10_000);
      await tick();
    }
    // Still within the quiet period of the last change: nothing told yet, one job waits.
    expect(await told()).toEqual([]);
    expect(await mails()).toEqual([]);
    expect(await pending()).toBe(1);

    clock.advance(DECISION_QUIET_MS);
    await tick();
    await tick();
    expect(await told()).toEqual(['application_accepted']);
    expect(await mails()).toEqual(['application_accepted']);
    expect(await pending()).toBe(0);
  });

  it('tells a settled decision changed later again, and nothing when it comes back to what she was told', async () => {
    const { clock, decide, tick, told, mails } = await setup();
    await decide('accepted');
    clock.advance(DECISION_QUIET_MS + 1);
    await tick();
    expect(await told()).toEqual(['application_accepted']);

    clock.advance(60 * 60 * 1000);
    await decide('rejected');
    clock.advance(DECISION_QUIET_MS + 1);
    await tick();
    expect(await told()).toEqual(['application_accepted', 'application_declined']);

    // Accepted and back to rejected within the quiet period: she already knows it is rejected.
    clock.advance(60 * 60 * 1000);
    await decide('accepted');
    clock.advance(5_000);
    await decide('rejected');
    clock.advance(DECISION_QUIET_MS + 1);
    await tick();
    expect(await told()).toEqual(['application_accepted', 'application_declined']);
    expect(await mails()).toEqual(['application_accepted', 'application_declined']);
  });

  it('limits the changes of one application, with a pt-BR 429 that leaves the decision as it was', async () => {
    const { decide, applicationId } = await setup();
    for (let index = 0; index < DECISION_CHANGES_RULE.limit; index += 1) {
      expect((await decide(index % 2 === 0 ? 'accepted' : 'rejected')).status).toBe(200);
    }
    const [before] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
    const refused = await decide(before?.status === 'accepted' ? 'rejected' : 'accepted');
    expect(refused.status).toBe(429);
    expect(refused.json?.['code']).toBe('TOO_MANY_DECISION_CHANGES');
    expect(refused.json?.['detail']).toMatch(/^A decisão sobre esta candidatura mudou muitas vezes\. Tente novamente em \d+ minutos?\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [after] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId));
    expect(after?.status).toBe(before?.status);
    // Repeating the decision it holds changes nothing, and is still answered.
    expect((await decide(before?.status ?? 'accepted')).status).toBe(200);
  });
});
