import { DAY_MS, notificationText, type NotificationEvent } from '@ma/domain';
import type { Database } from '../../db/database.ts';
import { notificationPushes } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { perRowJobOptions } from '../../lib/jobs/jobs.ts';
import type { Logger } from '../../lib/logger.ts';
import { deliveryQueue, type DeliveryAttempt } from './delivery-queue.ts';
import { wantsChannel } from './notifications.repository.ts';
import type { PushResult, PushSender } from './push/push-sender.ts';
import { forgetPushSubscriptions, pushSubscriptionsOf } from './push/subscriptions.repository.ts';

/** The pushes' job: one per push, its id the singleton key. */
export const NOTIFICATION_PUSH_JOB = 'notification-push';

/**
 * One job per push, queued with it (record.ts; its id the singleton key): a push service that
 * does not answer, throttles or fails is tried again 15-30 s, 30-60 s, 1-2 minutes later and so
 * on, doubling, eleven times (the last 4-8 hours later), while the news is fresh. Eight at a
 * time per process.
 */
export const NOTIFICATION_PUSH_JOB_OPTIONS = perRowJobOptions({ retryLimit: 11, retryDelay: 15, expireInSeconds: 2 * 60, concurrency: 8 });

/** The pushes as their jobs take them (delivery-queue.ts): queued with their event (record.ts), defined with `createNotificationPushWork` (notifications.index.ts). */
export const pushDeliveries = deliveryQueue(notificationPushes, { name: NOTIFICATION_PUSH_JOB, options: NOTIFICATION_PUSH_JOB_OPTIONS });

/** A push is news: after a day it is given up (the bell and the mail still have it), and the push service drops it by then too. */
const MAX_AGE_MS = DAY_MS;

export interface NotificationPushOptions {
  db: Database;
  push: PushSender;
  clock: Clock;
  logger: Logger;
}

export type PushOutcome = 'sent' | 'skipped' | 'failed' | 'gone';

/**
 * The notification pushes (docs/product/notifications.md "Push"). `deliver` is one attempt at one
 * push: it claims the row, sends the event to each of the creator's browsers it has not reached
 * yet, forgets the browsers the push service says are gone (404/410), and settles the row; a
 * browser whose service failed keeps the row waiting (the others are not sent to again), and the
 * attempt throws for the job runner to retry (on the job's last attempt, it is settled as it stands).
 */
export function createNotificationPushWork({ db, push, clock, logger }: NotificationPushOptions) {
  async function deliver(pushId: string, attempt: DeliveryAttempt): Promise<PushOutcome> {
    const now = clock.now();
    const row = await pushDeliveries.claim(db, pushId, attempt);
    if (!row) return 'gone';
    const age = now.getTime() - row.createdAt.getTime();
    if (age > MAX_AGE_MS) {
      await pushDeliveries.settle(db, row.id, { status: 'failed', at: now });
      return 'failed';
    }
    const delivered = new Set(row.deliveredTo);
    const browsers = (await pushSubscriptionsOf(db, row.userId)).filter((browser) => !delivered.has(browser.id));
    if (browsers.length === 0 || !(await wantsChannel(db, row.userId, row.kind, 'push'))) {
      const outcome = delivered.size > 0 ? 'sent' : 'skipped';
      await pushDeliveries.settle(db, row.id, { status: outcome, at: now });
      return outcome;
    }
    const { title, text, path } = notificationText({ kind: row.kind, details: row.details } as NotificationEvent);
    const message = { title, body: text, url: path, tag: row.id };
    const ttlSeconds = Math.max(60, Math.floor((MAX_AGE_MS - age) / 1000));
    const results = await Promise.all(
      browsers.map(async (browser): Promise<[string, PushResult]> => [browser.id, await push.send(browser, message, ttlSeconds)]),
    );
    const gone = results.filter(([, result]) => result === 'gone').map(([id]) => id);
    await forgetPushSubscriptions(db, gone);
    // A refused message is not sent to that browser again; a gone browser is forgotten.
    for (const [id, result] of results) if (result === 'delivered' || result === 'refused') delivered.add(id);
    const deliveredTo = [...delivered];
    if (results.some(([, result]) => result === 'retry') && !attempt.lastAttempt) {
      await pushDeliveries.settle(db, row.id, { status: 'pending' }, { deliveredTo });
      throw new Error(`push ${row.id}: a push service did not take it; trying again`);
    }
    // Sent once every browser took it (or refused this one message); skipped when none was left to
    // take it; failed when none took it by the job's last attempt.
    const outcome = delivered.size > 0 ? 'sent' : results.some(([, result]) => result === 'retry') ? 'failed' : 'skipped';
    await pushDeliveries.settle(db, row.id, { status: outcome, at: clock.now() }, { deliveredTo });
    if (gone.length > 0) logger.info('push: subscriptions gone, removed', { count: gone.length });
    return outcome;
  }

  return { deliver };
}
