import { randomUUID } from 'node:crypto';
import webpush from 'web-push';
import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import type { App } from '../../app.ts';
import { applications, notifications, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { insertProposal } from '../../test/proposal-fixtures.ts';
import { silentLogger } from '../../lib/logger.ts';
import { createQueuedJobs } from '../../test/queued-jobs.ts';
import { startTestPushService } from '../../test/push-service.ts';
import { call, createTestApp, type TestClock } from '../../test/test-app.ts';
import { appEvents } from '../index.ts';
import { defineDeliveryJob, type DeliveryWork } from './delivery-queue.ts';
import { createNotificationPushWork, NOTIFICATION_PUSH_JOB, pushDeliveries } from './push-job.ts';
import { createPushSender, DEFAULT_PUSH_SERVICES } from './push/push-sender.ts';
import { DECISION_QUIET_MS, tellSettledDecision } from '../brand-list/decision-notice.ts';
import { createProposalLink } from '../brand-list/proposal-links.ts';
import { recordNotification } from './record.ts';

/** The account's id from its e-mail. */
export async function userIdOf(db: Database, email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account ${email}`);
  return user.id;
}

/** `count` refunds told to the creator, a minute apart from `start` (the last the newest). */
export async function recordRefunds(db: Database, userId: string, count: number, start = new Date('2026-03-01T12:00:00Z')) {
  for (let index = 0; index < count; index += 1) {
    const requestId = randomUUID();
    await recordNotification(db, {
      userId,
      kind: 'request_refunded',
      details: { product: 'ideas', requestId, credits: index + 1 },
      dedupeKey: `refund:aira-ideas:${requestId}`,
      at: new Date(start.getTime() + index * 60_000),
    });
  }
}

/** The creator's notification rows, newest first. */
export const notificationRowsOf = (db: Database, userId: string) => db.select().from(notifications).where(eq(notifications.userId, userId));

/**
 * An application of `userId` to a new proposal named `proposalName`, waiting for the brand, and
 * `decide(decision)`: the brand's answer on its list, as the list's page sends it.
 */
export async function decidableApplication(app: App, db: Database, clock: Clock, userId: string, proposalName: string) {
  const proposalId = await insertProposal(db, { name: proposalName });
  const [application] = await db
    .insert(applications)
    .values({
      proposalId,
      userId,
      totalPosts: 1,
      totalStories: 0,
      totalReels: 0,
      totalVideos: 0,
      observations: '',
      valueCents: 10_000,
      isNegotiable: false,
    })
    .returning({ id: applications.id });
  const link = await createProposalLink(db, { proposalId, days: 30, label: null, now: clock.now() });
  if (!application || !link) throw new Error('setup failed');
  const decide = (decision: string) =>
    call(app, 'POST', `/v3/aira/profile-list/${link.token}/applications/${application.id}`, { body: { decision } });
  return { proposalId, applicationId: application.id, decide };
}

/** The brand's decision on the application settles (brand-list/decision-notice.ts): the creator is told, once. */
export async function settleDecision(db: Database, clock: TestClock, applicationId: string): Promise<void> {
  clock.advance(DECISION_QUIET_MS);
  await tellSettledDecision(db, appEvents, applicationId, clock.now());
}

/**
 * The brand accepts an application of `userId` to a new proposal named `proposalName` twice at
 * once (a double click, two processes) and the decision settles; answers the two statuses.
 */
export async function acceptTwice(app: App, db: Database, clock: TestClock, userId: string, proposalName: string): Promise<number[]> {
  const { applicationId, decide } = await decidableApplication(app, db, clock, userId, proposalName);
  const answers = await Promise.all([decide('accepted'), decide('accepted')]);
  await settleDecision(db, clock, applicationId);
  return answers.map((answer) => answer.status);
}

/** Two processes deliver the same row at once, each on its first attempt: their outcomes, sorted. */
export async function deliverAtOnce(works: readonly DeliveryWork[], id: string): Promise<unknown[]> {
  const outcomes = await Promise.all(works.map((work) => work.deliver(id, { attempt: 1, lastAttempt: false })));
  return outcomes.sort();
}

/**
 * For a describe block: a push service on 127.0.0.1 that decrypts what it gets, and `setup()`,
 * an app with push on (this service accepted besides the browsers') whose pushes' jobs run by hand.
 */
export function usePushTestApps(handle: () => DatabaseHandle) {
  const db = () => handle().db;
  const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:avisos@maisalcance.example' };
  let started: Awaited<ReturnType<typeof startTestPushService>> | undefined;
  beforeAll(async () => {
    started = await startTestPushService();
  });
  afterAll(async () => started?.close());
  const service = () => {
    if (!started) throw new Error('the push service starts in beforeAll');
    return started;
  };

  async function setup() {
    const push = createPushSender({ keys: vapid, services: [...DEFAULT_PUSH_SERVICES, service().origin], logger: silentLogger });
    const test = createTestApp(db(), { push });
    const jobs = createQueuedJobs(handle().jobExecutor());
    const work = defineDeliveryJob(jobs, pushDeliveries, createNotificationPushWork({ db: db(), push, clock: test.clock, logger: silentLogger }));
    await jobs.start();
    /** Each push's job waiting now runs once. */
    const deliver = () => jobs.runDue(NOTIFICATION_PUSH_JOB);
    return { ...test, push, jobs, work, deliver };
  }
  return { vapid, service, setup };
}
