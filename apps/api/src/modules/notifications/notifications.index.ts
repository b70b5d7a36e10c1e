import { notificationMails, notificationPreferences, notificationPushes, notifications, pushSubscriptions } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import type { NotificationsServices } from './notifications.provides.ts';
import * as handlers from './notifications.handlers.ts';
import * as routes from './notifications.routes.ts';
import { notificationsSeeder } from './seed/notifications.seeder.ts';
import { defineDigestJob } from './digest.ts';
import { defineDeliveryJob } from './delivery-queue.ts';
import { createNotificationMailWork, mailDeliveries } from './mail-job.ts';
import { createNotificationPushWork, pushDeliveries } from './push-job.ts';
import { pushDeps } from './push/push.runtime.ts';
import { recordNotifications } from './record.ts';

/**
 * What a creator is told of, in the app, by e-mail and on the phone (docs/product/notifications.md). The modules where
 * things happen emit `creatorEvents` (lib/events.ts) in their own transactions, and it records
 * them in the same transaction (record.ts); it stands after them in the list, imports none of
 * them, and its demo data finds theirs.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routers: [routerOf<typeof routes, handlers.NotificationsNeeds>(routes, handlers)],
  seeders: [notificationsSeeder],
  events: {
    creatorEvents: async (tx, events) => {
      await recordNotifications(tx, events);
    },
  },
  configure: ({ env, logger, mode }) => ({ push: pushDeps(env, { logger, mode }) }),
  provide: (_platform, deps): NotificationsServices => ({ push: deps.push ?? null }),
  queues: [mailDeliveries.job, pushDeliveries.job],
  jobs: (runner, { db, mailer, clock, logger, appOrigin, push }) => {
    defineDeliveryJob(runner, mailDeliveries, createNotificationMailWork({ db, mailer, clock, logger, appOrigin }));
    if (push) defineDeliveryJob(runner, pushDeliveries, createNotificationPushWork({ db, push, clock, logger }));
    defineDigestJob(runner, { db, clock, logger });
  },
  personalTables: [
    { table: notifications, owned: byUser(notifications.userId), erase: 'delete' },
    { table: notificationPreferences, owned: byUser(notificationPreferences.userId), erase: 'delete' },
    { table: notificationMails, owned: byUser(notificationMails.userId), erase: 'delete', secret: [notificationMails.unsubscribeTokenHash] },
    { table: notificationPushes, owned: byUser(notificationPushes.userId), erase: 'delete' },
    // The address and keys are the browser's secret: the export says which browsers, not how to reach them.
    {
      table: pushSubscriptions,
      owned: byUser(pushSubscriptions.userId),
      erase: 'delete',
      secret: [pushSubscriptions.endpoint, pushSubscriptions.p256dh, pushSubscriptions.auth],
    },
  ],
};
