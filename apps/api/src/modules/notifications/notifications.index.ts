import { notificationMails, notificationPreferences, notifications } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import * as handlers from './notifications.handlers.ts';
import * as routes from './notifications.routes.ts';
import { notificationsSeeder } from './seed/notifications.seeder.ts';
import { defineDigestJob } from './digest.ts';
import { defineNotificationMailJob } from './mail-job.ts';

/**
 * What a creator is told of, in the app and by e-mail (docs/product/notifications.md). The modules whose events
 * it records call `recordNotifications` (record.ts) in their own transactions; it stands after
 * them in the list, so that its demo data finds theirs.
 */
export const notificationsModule: AppModule = {
  name: 'notifications',
  routers: [routerOf<typeof routes, handlers.NotificationsNeeds>(routes, handlers)],
  seeders: [notificationsSeeder],
  jobs: (runner, { db, mailer, clock, logger, appOrigin }) => {
    defineNotificationMailJob(runner, { db, mailer, clock, logger, appOrigin });
    defineDigestJob(runner, { db, clock, logger });
  },
  personalTables: [
    { table: notifications, owned: byUser(notifications.userId), erase: 'delete' },
    { table: notificationPreferences, owned: byUser(notificationPreferences.userId), erase: 'delete' },
    { table: notificationMails, owned: byUser(notificationMails.userId), erase: 'delete', secret: [notificationMails.unsubscribeTokenHash] },
  ],
};
