import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationMails, users } from '../../db/schema.ts';
import { silentLogger } from '../../lib/logger.ts';
import { createSmtpMailer } from '../../mail/smtp-mailer.ts';
import { startTestSmtpServer } from '../../mail/testing/smtp-test-server.ts';
import { testDatabases } from '../../test/databases.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import type { App } from '../../app.ts';
import { call, createTestApp, registerAccount, useTestDatabase } from '../../test/test-app.ts';
import { defineDeliveryJob } from './delivery-queue.ts';
import { createNotificationMailWork, mailDeliveries, NOTIFICATION_MAIL_JOB } from './mail-job.ts';
import { acceptTwice, deliverAtOnce } from './notifications.test-support.ts';
import { recordNotification } from './record.ts';
import type { CreatorEvent } from '../../lib/events.ts';

const ORIGIN = 'https://app.maisalcance.example';

// Notification e-mails through a real SMTP server on 127.0.0.1 (docs/product/notifications.md "E-mail").
describe.each(testDatabases)('notification e-mails ($name)', (database) => {
  const context = useTestDatabase(database);
  const db = () => context.handle.db;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
  });
  afterAll(async () => smtp.close());

  /** The app, its clock, and the mails' jobs run by hand, sending to `port`. */
  async function setup(port = smtp.port) {
    const test = createTestApp(db());
    const jobs = createQueuedJobs(context.handle.jobExecutor());
    const mailer = createSmtpMailer({
      url: `smtp://127.0.0.1:${port}`,
      from: 'Mais Alcance <avisos@maisalcance.example>',
      logger: silentLogger,
      timeoutMs: 2000,
    });
    const work = defineDeliveryJob(
      jobs,
      mailDeliveries,
      createNotificationMailWork({ db: db(), mailer, clock: test.clock, logger: silentLogger, appOrigin: ORIGIN }),
    );
    await jobs.start();
    /** Each mail's job waiting now runs once. */
    const deliver = () => jobs.runDue(NOTIFICATION_MAIL_JOB);
    return { ...test, jobs, work, deliver };
  }

  /** A creator signed up in `app` whose address was proven (the only ones mailed). */
  async function creator(app: App) {
    const account = await registerAccount(app, { name: 'Bianca Reis' });
    const [user] = await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, account.email)).returning({ id: users.id });
    if (!user) throw new Error('setup failed');
    return { id: user.id, email: account.email, token: account.token };
  }

  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

  /** One event of `kind` for the creator, as its cause records it. */
  const record = (userId: string, event: Pick<CreatorEvent, 'kind' | 'details'>, dedupeKey = `${event.kind}:${randomUUID()}`) =>
    recordNotification(db(), { userId, ...event, dedupeKey, at: new Date('2026-03-02T12:00:00Z') } as CreatorEvent);

  it("mails the brand's acceptance once, in pt-BR, with its link and RFC 8058's one-click unsubscribe", async () => {
    const { app, clock, deliver } = await setup();
    const bianca = await creator(app);
    // The same decision twice (a double click, two processes): one event, one mail.
    expect(await acceptTwice(app, db(), clock, bianca.id, 'Sérum Lumière')).toEqual([200, 200]);

    expect(await deliver()).toBe(1);
    expect(await deliver()).toBe(0);
    const [mail, ...others] = mailsTo(bianca.email);
    expect(others).toEqual([]);
    expect(mail?.parsed.subject).toBe('Candidatura aceita');
    expect(mail?.parsed.text).toContain('Olá, Bianca!');
    expect(mail?.parsed.text).toContain('Sua candidatura para Sérum Lumière foi aceita!');
    expect(mail?.parsed.text).toContain(`${ORIGIN}/publis?tab=candidaturas`);
    expect(mail?.parsed.html).toContain(`href="${ORIGIN}/publis?tab=candidaturas"`);
    // The headers as a client reads them, long ones unfolded.
    const header = (name: string) => mail?.parsed.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const oneClick = /^List-Unsubscribe: <(https:[^>]+)>$/.exec(header('list-unsubscribe') ?? '')?.[1];
    expect(oneClick).toMatch(new RegExp(`^${ORIGIN}/v3/notifications/unsubscribe/[\\w-]{43}$`));
    expect(mail?.parsed.text).toMatch(new RegExp(`Para não receber mais: ${ORIGIN}/unsubscribe/[\\w-]{43}`));
    expect(await db().select({ status: notificationMails.status }).from(notificationMails).where(eq(notificationMails.userId, bianca.id))).toEqual([
      { status: 'sent' },
    ]);
  });

  it("the one-click POST turns off that kind's e-mail only, without a session; a GET changes nothing", async () => {
    const { app, deliver } = await setup();
    const bianca = await creator(app);
    await record(bianca.id, { kind: 'level_reached', details: { level: 'silver' } });
    await deliver();
    const [mail] = mailsTo(bianca.email);
    const token = /\/v3\/notifications\/unsubscribe\/([\w-]{43})>/.exec(mail?.raw ?? '')?.[1];
    if (!token) throw new Error('no unsubscribe token in the mail');
    const path = `/v3/notifications/unsubscribe/${token}`;

    expect(await call(app, 'GET', path)).toMatchObject({ status: 200, json: { kind: 'level_reached', email: true } });
    expect(await call(app, 'GET', path)).toMatchObject({ status: 200, json: { kind: 'level_reached', email: true } });
    // As a mail provider sends it: a form body, no cookie, no token header.
    const response = await app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ kind: 'level_reached', email: false });

    const preferences = (await call(app, 'GET', '/v3/notifications/preferences', { token: bianca.token })).json?.['preferences'] as {
      kind: string;
    }[];
    expect(preferences.find((item) => item.kind === 'level_reached')).toEqual({ kind: 'level_reached', in_app: true, email: false, push: true });
    expect(preferences.filter((item) => item.kind !== 'level_reached').every((item) => JSON.stringify(item).includes('"email":true'))).toBe(true);

    // The next event of that kind is in the bell and not in the mailbox.
    await record(bianca.id, { kind: 'level_reached', details: { level: 'gold' } });
    await deliver();
    expect(mailsTo(bianca.email)).toHaveLength(1);
  });

  it('answers 404 to an unknown token and 429 to an address that keeps guessing, while a real link still works', async () => {
    const { app } = await setup();
    const guess = (token: string) => call(app, 'POST', `/v3/notifications/unsubscribe/${token}`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const first = await guess('x'.repeat(43));
    expect(first.status).toBe(404);
    expect(first.json?.['detail']).toBe('Este link para cancelar os e-mails não vale mais. Ajuste seus avisos em Minha conta.');
    for (let index = 1; index < 20; index += 1) expect((await guess(randomUUID())).status).toBe(404);
    const blocked = await guess(randomUUID());
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('keeps the mail while the SMTP server is down, retries, and sends it once the server is back', async () => {
    const down = await startTestSmtpServer();
    const port = down.port;
    await down.close();
    const { app, jobs } = await setup(port);
    const bianca = await creator(app);
    await record(bianca.id, { kind: 'voice_profile_ready', details: { profileId: randomUUID() } });
    expect(await jobs.runDue(NOTIFICATION_MAIL_JOB)).toBe(1);
    expect(await jobs.pending(NOTIFICATION_MAIL_JOB)).toBe(1);
    expect(await db().select({ status: notificationMails.status }).from(notificationMails).where(eq(notificationMails.userId, bianca.id))).toEqual([
      { status: 'pending' },
    ]);

    const back = await startTestSmtpServer({ port });
    try {
      expect(await jobs.runDue(NOTIFICATION_MAIL_JOB)).toBe(1);
      expect(back.received.map((mail) => mail.parsed.subject)).toEqual(['Seu perfil de voz está pronto']);
      expect(await jobs.runDue(NOTIFICATION_MAIL_JOB)).toBe(0);
    } finally {
      await back.close();
    }
  });

  it('mails nobody whose address was never proven, nor a kind turned off after the event', async () => {
    const { app, deliver } = await setup();
    const unproven = await registerAccount(app);
    const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, unproven.email));
    if (!row) throw new Error('setup failed');
    await record(row.id, { kind: 'level_reached', details: { level: 'silver' } });
    await deliver();
    expect(mailsTo(unproven.email)).toEqual([]);
    expect(await db().select({ status: notificationMails.status }).from(notificationMails).where(eq(notificationMails.userId, row.id))).toEqual([
      { status: 'skipped' },
    ]);

    const bianca = await creator(app);
    await record(bianca.id, { kind: 'level_reached', details: { level: 'silver' } });
    const off = await call(app, 'PUT', '/v3/notifications/preferences', {
      token: bianca.token,
      body: { preferences: [{ kind: 'level_reached', in_app: true, email: false, push: true }] },
    });
    expect(off.status).toBe(200);
    await deliver();
    expect(mailsTo(bianca.email)).toEqual([]);
  });

  it('sends a mail once when two processes hold its job at the same time', async () => {
    const first = await setup();
    const second = await setup();
    const bianca = await creator(first.app);
    await record(bianca.id, { kind: 'level_reached', details: { level: 'gold' } });
    const [mail] = await db().select({ id: notificationMails.id }).from(notificationMails).where(eq(notificationMails.userId, bianca.id));
    if (!mail) throw new Error('no mail row');
    expect(await deliverAtOnce([first.work, second.work], mail.id)).toEqual(['gone', 'sent']);
    expect(mailsTo(bianca.email)).toHaveLength(1);
    // Retried after the send (the job's completion was lost): nothing more.
    expect(await first.work.deliver(mail.id, { attempt: 2, lastAttempt: false })).toBe('gone');
    expect(mailsTo(bianca.email)).toHaveLength(1);
  });

  it("sends a mail left sending by an attempt whose process died on the job's retry, not on another job's first attempt", async () => {
    const { app, work } = await setup();
    const bianca = await creator(app);
    await record(bianca.id, { kind: 'level_reached', details: { level: 'gold' } });
    const [mail] = await db()
      .update(notificationMails)
      .set({ status: 'sending' })
      .where(eq(notificationMails.userId, bianca.id))
      .returning({ id: notificationMails.id });
    if (!mail) throw new Error('no mail row');
    expect(await work.deliver(mail.id, { attempt: 1, lastAttempt: false })).toBe('gone');
    expect(mailsTo(bianca.email)).toEqual([]);
    expect(await work.deliver(mail.id, { attempt: 2, lastAttempt: false })).toBe('sent');
    expect(mailsTo(bianca.email)).toHaveLength(1);
  });

  it("queues the mail's job with its event, in the event's transaction: none when that rolls back", async () => {
    const { app, jobs, deliver } = await setup();
    const bianca = await creator(app);
    const before = await jobs.pending(NOTIFICATION_MAIL_JOB);
    const event = { kind: 'level_reached', details: { level: 'gold' } } as const;
    await expect(
      db().transaction(async (tx) => {
        await recordNotification(tx, { userId: bianca.id, ...event, dedupeKey: `level:${randomUUID()}` });
        throw new Error('the cause failed');
      }),
    ).rejects.toThrow('the cause failed');
    expect(await jobs.pending(NOTIFICATION_MAIL_JOB)).toBe(before);
    await db().transaction((tx) => recordNotification(tx, { userId: bianca.id, ...event, dedupeKey: `level:${randomUUID()}` }));
    expect(await jobs.pending(NOTIFICATION_MAIL_JOB)).toBe(before + 1);
    await deliver();
    expect(mailsTo(bianca.email)).toHaveLength(1);
  });
});
