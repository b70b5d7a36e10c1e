import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationMails, notificationPreferences } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { testDatabases } from '../../test/databases.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { useTestDatabase } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { notificationRowsOf } from '../notifications/notifications.test-support.ts';
import { conversationApp } from './conversations.test-support.ts';
import { CONVERSATION_NOTICE_JOB, defineNoticeJob, NOTICE_QUIET_MS } from './notices.ts';

// A new message tells the other side a minute later, once for the messages of that minute
// (docs/product/conversations.md "Notices"): the creator by `message_received`, the brand's
// team by e-mail.
describe.each(testDatabases)('the notices of new messages ($name)', (database) => {
  const context = useTestDatabase(database);

  const setup = async () => {
    const app = await conversationApp(context.handle.db);
    const jobs = createQueuedJobs(context.handle.jobExecutor());
    const mailer = { kind: 'smtp' as const, send: async (message: (typeof app.sent)[number]) => void app.sent.push(message) };
    defineNoticeJob(jobs, { db: app.db, events: appEvents, mailer, clock: app.clock, logger: silentLogger, appOrigin: 'https://maisalcance.test' });
    await jobs.start();
    const { brand, applicant: ana, at } = await app.brandAndApplicant();
    // The job waits a minute by the database's clock: the test runs what waits, having moved the app's clock past it.
    const tick = async () => {
      app.clock.advance(NOTICE_QUIET_MS + 1);
      return jobs.runWaiting(CONVERSATION_NOTICE_JOB);
    };
    const told = async () => (await notificationRowsOf(app.db, ana.userId)).filter((row) => row.kind === 'message_received');
    const mails = async () =>
      (await app.db.select().from(notificationMails).where(eq(notificationMails.userId, ana.userId))).filter(
        (mail) => mail.kind === 'message_received',
      );
    const brandMails = () => app.sent.filter((mail) => mail.subject.startsWith('Nova mensagem de'));
    return { app, jobs, brand, ana, at, tick, told, mails, brandMails };
  };

  it("tells the creator once of a brand's burst: one notification and one e-mail, and never again", async () => {
    const { app, brand, at, ana, tick, told, mails } = await setup();
    for (const body of ['Oi!', 'Tudo bem?', 'Segue o briefing.']) {
      expect((await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body })).status).toBe(201);
      app.clock.advance(5_000);
    }
    // One job waits for the conversation's creator side, shared by the burst.
    expect(await tick()).toBe(1);
    const notices = await told();
    expect(notices).toMatchObject([
      { kind: 'message_received', details: { applicationId: ana.applicationId, proposalName: brand.name, brandName: 'Lumière', count: 3 } },
    ]);
    expect((await mails()).map((mail) => mail.kind)).toEqual(['message_received']);
    // Nothing more to tell: a job run again, or another tick, tells nothing.
    await tick();
    expect(await told()).toHaveLength(1);

    // A later message is news again.
    await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Conseguiu ver?' });
    await tick();
    expect((await told()).map((row) => (row.details as { count: number }).count).sort()).toEqual([1, 3]);
  });

  it('tells nothing of what she read within the minute, and no e-mail when she turned them off', async () => {
    const { app, brand, at, ana, tick, told, mails } = await setup();
    await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Oi!' });
    app.clock.advance(10_000);
    await app.asCreator(ana.token, 'POST', `${at.creator}/read`);
    await tick();
    expect(await told()).toEqual([]);

    await app.db.insert(notificationPreferences).values({ userId: ana.userId, kind: 'message_received', inApp: true, email: false, push: false });
    await app.asBrand(brand.cookie, 'POST', `${at.brand}/messages`, { body: 'Viu?' });
    await tick();
    expect(await told()).toHaveLength(1);
    expect(await mails()).toEqual([]);
  });

  it("mails the brand's members once for the creator's messages of a minute", async () => {
    const { app, brand, at, ana, tick, brandMails } = await setup();
    const caio = await app.memberOf(brand);
    const removed = await app.memberOf(brand, 'Rui Antigo');
    await app.asBrand(brand.cookie, 'DELETE', `/v3/brand/members/${removed.id}`);
    for (const body of ['Oi!', 'Tenho uma dúvida.', 'Posso usar música?', 'Obrigada!'])
      await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body });
    await tick();
    const mailed = brandMails();
    expect(mailed.map((mail) => mail.to).sort()).toEqual([brand.email, caio.email].sort());
    expect(mailed[0]?.text).toContain('enviou 4 novas mensagens');
    expect(mailed[0]?.text).toContain(`/marcas/propostas/${brand.id}/candidaturas/${ana.applicationId}`);
    await tick();
    expect(brandMails()).toHaveLength(2);

    // Read by the brand within the minute: no e-mail.
    await app.asCreator(ana.token, 'POST', `${at.creator}/messages`, { body: 'Mais uma coisa.' });
    await app.asBrand(caio.cookie, 'POST', `${at.brand}/read`);
    await tick();
    expect(brandMails()).toHaveLength(2);
  });
});
