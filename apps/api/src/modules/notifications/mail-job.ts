import { DAY_MS, MINUTE_MS, notificationKindLabels, notificationText, type NotificationEvent } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobOptions, JobRunner, JobSender } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { eventEmail } from '../../mail/link-email.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { MailDeliveryError } from '../../mail/smtp-mailer.ts';
import { claimMail, dueMails, recipientOf, settleMail } from './mails.repository.ts';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
export const NOTIFICATION_MAIL_SWEEP_JOB = 'notification-mail-sweep';

/**
 * One job per mail (its id the singleton key). A server that does not answer, or answers 4xx, is
 * tried again 30-60 s, 1-2, 2-4 and 4-8 minutes later; then the sweep sends a new job every half
 * hour, until the mail is MAX_AGE_MS old: an SMTP outage of hours delays the mail and loses none.
 * Four at a time per process, so that a burst (a round of approvals) is spread over time.
 */
export const NOTIFICATION_MAIL_JOB_OPTIONS: JobOptions = {
  retryLimit: 4,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
  policy: 'stately',
  concurrency: 4,
};

/** How long an attempt holds the mail: an attempt's process that died leaves it to the next one after this. */
const LEASE_MS = 5 * MINUTE_MS;
/** After a failed attempt, the job's own retries come first; the sweep sends a new job only after this. */
const RETRY_GRACE_MS = 30 * MINUTE_MS;
/** A mail the sweep sent a job for is left to that job this long. */
const SWEEP_HOLD_MS = 10 * MINUTE_MS;
/** News older than this is not worth a mail any more: it is given up (the bell still has it). */
const MAX_AGE_MS = 3 * DAY_MS;
const SWEEP_BATCH = 500;

/** The web app's pages the mail links to, under `appOrigin`. */
export const unsubscribePagePath = (token: string) => `/unsubscribe/${token}`;

export interface NotificationMailOptions {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** Origin of the links in the mail (APP_ORIGIN). */
  appOrigin: string;
}

export type MailOutcome = 'sent' | 'skipped' | 'failed' | 'retry' | 'gone';

/**
 * The notification e-mails (docs/product/notifications.md "E-mail"). `deliver` is one attempt at
 * one mail: it claims the row (one attempt at a time, never after it was sent), sends it with a
 * new one-click unsubscribe token, and settles it; a transient failure throws, for the job runner
 * to retry with backoff. `sweep` sends the job for mails whose job is missing.
 */
export function createNotificationMailWork(options: NotificationMailOptions & { jobs: JobSender }) {
  const { db, mailer, clock, logger, appOrigin, jobs } = options;

  async function deliver(mailId: string, lastAttempt: boolean): Promise<MailOutcome> {
    const token = newSecretToken();
    const now = clock.now();
    const row = await claimMail(db, mailId, now, LEASE_MS, hashSecretToken(token));
    if (!row) return 'gone';
    if (now.getTime() - row.createdAt.getTime() > MAX_AGE_MS) {
      await settleMail(db, row, { status: 'failed', at: now });
      logger.warn('notification mail given up: too old', { mail: row.id, attempts: row.attempts });
      return 'failed';
    }
    const recipient = await recipientOf(db, row.userId, row.kind);
    if (!recipient?.wantsEmail) {
      await settleMail(db, row, { status: 'skipped', at: now });
      return 'skipped';
    }
    const { title, text, path } = notificationText({ kind: row.kind, details: row.details } as NotificationEvent);
    const message = eventEmail({
      to: recipient.email,
      name: recipient.name,
      subject: title,
      text,
      link: `${appOrigin}${path}`,
      kindLabel: notificationKindLabels[row.kind],
      unsubscribe: { oneClick: `${appOrigin}/v3/notifications/unsubscribe/${token}`, page: `${appOrigin}${unsubscribePagePath(token)}` },
      preferences: `${appOrigin}/account`,
    });
    try {
      await mailer.send(message);
    } catch (error) {
      if (error instanceof MailDeliveryError && error.permanent) {
        await settleMail(db, row, { status: 'failed', at: clock.now() });
        return 'failed';
      }
      await settleMail(db, row, { status: 'pending', dueAt: new Date(clock.now().getTime() + RETRY_GRACE_MS) });
      if (lastAttempt) return 'retry';
      throw error;
    }
    await settleMail(db, row, { status: 'sent', at: clock.now() });
    return 'sent';
  }

  /** Sends the job again for the mails due whose job is missing; answers how many. */
  async function sweep(): Promise<number> {
    const ids = await dueMails(db, clock.now(), SWEEP_HOLD_MS, SWEEP_BATCH);
    for (const id of ids) await jobs.send(NOTIFICATION_MAIL_JOB, { mailId: id }, { singletonKey: id });
    return ids.length;
  }

  return { deliver, sweep };
}

/** The mails' jobs on `jobs`: one per mail, and the sweep every minute and when a process starts. */
export function defineNotificationMailJob(jobs: JobRunner, options: NotificationMailOptions & { jobOptions?: Partial<JobOptions> }) {
  const work = createNotificationMailWork({ ...options, jobs });
  jobs.define<{ mailId: string }>(NOTIFICATION_MAIL_JOB, async ({ mailId }, { lastAttempt }) => void (await work.deliver(mailId, lastAttempt)), {
    ...NOTIFICATION_MAIL_JOB_OPTIONS,
    ...options.jobOptions,
  });
  jobs.define(NOTIFICATION_MAIL_SWEEP_JOB, async () => void (await work.sweep()), {
    retryLimit: 0,
    retryDelay: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    policy: 'stately',
  });
  jobs.schedule(NOTIFICATION_MAIL_SWEEP_JOB, '* * * * *', { runAtStart: true });
  return work;
}
