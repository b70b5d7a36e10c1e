import { DAY_MS, notificationKindLabels, notificationText, type NotificationEvent } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import { notificationMails } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { perRowJobOptions } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token.ts';
import { eventEmail } from '../../mail/link-email.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { MailDeliveryError } from '../../mail/smtp-mailer.ts';
import { deliveryQueue, type DeliveryAttempt } from './delivery-queue.ts';
import { recipientOf } from './mails.repository.ts';

/** The mails' job: one per mail, its id the singleton key. */
export const NOTIFICATION_MAIL_JOB = 'notification-mail';

/**
 * One job per mail, queued with it (record.ts; its id the singleton key). A server that does not
 * answer, or answers 4xx, is tried again 30-60 s, 1-2, 2-4 minutes later and so on, doubling,
 * twelve times (the last 17-34 hours later): an SMTP outage of a day delays the mail and loses
 * none. Four at a time per process, so that a burst (a round of approvals) is spread over time.
 */
export const NOTIFICATION_MAIL_JOB_OPTIONS = perRowJobOptions({ retryLimit: 12, retryDelay: 30, expireInSeconds: 5 * 60, concurrency: 4 });

/** The mails as their jobs take them (delivery-queue.ts): queued with their event (record.ts), defined with `createNotificationMailWork` (notifications.index.ts). */
export const mailDeliveries = deliveryQueue(notificationMails, { name: NOTIFICATION_MAIL_JOB, options: NOTIFICATION_MAIL_JOB_OPTIONS });

/** News older than this is not worth a mail any more: it is given up (the bell still has it). */
const MAX_AGE_MS = 3 * DAY_MS;

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

export type MailOutcome = 'sent' | 'skipped' | 'failed' | 'gone';

/**
 * The notification e-mails (docs/product/notifications.md "E-mail"). `deliver` is one attempt at
 * one mail: it claims the row (one attempt at a time, never after it was sent), sends it with a
 * new one-click unsubscribe token, and settles it; a transient failure throws, for the job runner
 * to retry with backoff, and fails the mail on the job's last attempt.
 */
export function createNotificationMailWork(options: NotificationMailOptions) {
  const { db, mailer, clock, logger, appOrigin } = options;

  async function deliver(mailId: string, attempt: DeliveryAttempt): Promise<MailOutcome> {
    const token = newSecretToken();
    const now = clock.now();
    const row = await mailDeliveries.claim(db, mailId, attempt, { unsubscribeTokenHash: hashSecretToken(token) });
    if (!row) return 'gone';
    if (now.getTime() - row.createdAt.getTime() > MAX_AGE_MS) {
      await mailDeliveries.settle(db, row.id, { status: 'failed', at: now });
      logger.warn('notification mail given up: too old', { mail: row.id, attempt: attempt.attempt });
      return 'failed';
    }
    const recipient = await recipientOf(db, row.userId, row.kind);
    if (!recipient?.wantsEmail) {
      await mailDeliveries.settle(db, row.id, { status: 'skipped', at: now });
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
        await mailDeliveries.settle(db, row.id, { status: 'failed', at: clock.now() });
        return 'failed';
      }
      if (attempt.lastAttempt) {
        await mailDeliveries.settle(db, row.id, { status: 'failed', at: clock.now() });
        logger.warn('notification mail given up: the server never took it', { mail: row.id, attempt: attempt.attempt, error });
        return 'failed';
      }
      await mailDeliveries.settle(db, row.id, { status: 'pending' });
      throw error;
    }
    await mailDeliveries.settle(db, row.id, { status: 'sent', at: clock.now() });
    return 'sent';
  }

  return { deliver };
}
