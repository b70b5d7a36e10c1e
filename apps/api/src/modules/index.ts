import type { DatabaseHandle } from '../db/database.ts';
import { createEvents } from '../lib/events.ts';
import { installJobQueues } from '../lib/jobs/install.ts';
import { adminBrandAccountsModule } from './admin-brand-accounts/admin-brand-accounts.index.ts';
import { adminCouponsModule } from './admin-coupons/admin-coupons.index.ts';
import { adminCreatorsModule } from './admin-creators/admin-creators.index.ts';
import { adminDashboardModule } from './admin-dashboard/admin-dashboard.index.ts';
import { adminFinanceModule } from './admin-finance/admin-finance.index.ts';
import { adminJobsModule } from './admin-jobs/admin-jobs.index.ts';
import { adminProposalsModule } from './admin-proposals/admin-proposals.index.ts';
import { accountDataModule } from './account-data/account-data.index.ts';
import { accountModule } from './account/account.index.ts';
import { affiliateModule } from './affiliate/affiliate.index.ts';
import { airaModule } from './aira/aira.index.ts';
import { brandListModule } from './brand-list/brand-list.index.ts';
import { brandsModule } from './brands/brands.index.ts';
import { configModule } from './config/config.index.ts';
import { connectModule } from './connect/connect.index.ts';
import { conversationsModule } from './conversations/conversations.index.ts';
import { adminConversationReportsModule } from './admin-conversation-reports/admin-conversation-reports.index.ts';
import { creditsModule } from './credits/credits.index.ts';
import { deliverablesModule } from './deliverables/deliverables.index.ts';
import { filesModule } from './files/files.index.ts';
import { healthModule } from './health/health.index.ts';
import { locationsModule } from './locations/locations.index.ts';
import { mediaKitModule } from './media-kit/media-kit.index.ts';
import { notificationsModule } from './notifications/notifications.index.ts';
import { operatorsModule } from './operators/operators.index.ts';
import { overviewModule } from './overview/overview.index.ts';
import { proposalsModule } from './proposals/proposals.index.ts';
import { reauthModule } from './reauth/reauth.index.ts';
import type { AppModule, AppServices } from './services.ts';
import { signInLinksModule } from './sign-in-links/sign-in-links.index.ts';
import { voiceModule } from './voice/voice.index.ts';

/**
 * Every module of the API, the one list the program reads (lib/module.ts): app.ts mounts their
 * routes and makes their services, main.ts runs their jobs and flushes them at shutdown, cli.ts
 * offers their commands, the demo seed runs their seeders, the LGPD export and deletion read
 * their tables. A module stands after those it builds on and imports only those (the API's lint,
 * eslint.config.js, reads this order from module-order.json, which a test holds equal to this
 * list): seeders run in this order, and deletion visits the modules from the last (a module's
 * rows before the rows they point to).
 */
export const apiModules: readonly AppModule[] = [
  healthModule,
  configModule,
  filesModule,
  accountModule,
  creditsModule,
  proposalsModule,
  locationsModule,
  mediaKitModule,
  connectModule,
  reauthModule,
  accountDataModule,
  affiliateModule,
  overviewModule,
  airaModule,
  voiceModule,
  brandListModule,
  signInLinksModule,
  // The back office's operators and the audit log: its admin modules stand after it.
  operatorsModule,
  // The back office's screens, each on the services of the modules above.
  adminProposalsModule,
  // The brands' own accounts and proposals (decision 038): their proposals are published with the back office's proposal service.
  brandsModule,
  adminCreatorsModule,
  adminCouponsModule,
  adminFinanceModule,
  adminJobsModule,
  adminDashboardModule,
  adminBrandAccountsModule,
  // One conversation per application, on both sides, and the operators' reports (decision 038, slice 4).
  conversationsModule,
  adminConversationReportsModule,
  // The agreed deliverables of an accepted application, on both sides (decision 038, slice 5).
  deliverablesModule,
  // After every module whose events it records (its demo data reads theirs).
  notificationsModule,
];

/** The program's events, with each module's handlers (lib/events.ts): what app.ts, cli.ts and the seed emit with. */
export const appEvents = createEvents(apiModules.flatMap((module) => (module.events ? [module.events] : [])));

/** The queues the modules send jobs to outside a schedule. */
export const jobQueues = apiModules.flatMap((module) => module.queues ?? []);

/**
 * The database as this code needs it, before anything reads or writes it (main.ts, and cli.ts
 * for every command): the migrations, the job queues (lib/jobs/install.ts) and the reference data
 * every deployment has (each module's `afterMigrate`).
 */
export async function prepareDatabase(database: DatabaseHandle): Promise<void> {
  await database.migrate();
  await installJobQueues(database.jobExecutor(), jobQueues);
  for (const module of apiModules) await module.afterMigrate?.(database.db);
}

/** Every module's tables of creators' rows, in the order deletion visits them (the export reads the same). */
export const personalTables = [...apiModules].reverse().flatMap((module) => module.personalTables ?? []);

/** The tables with no row of any creator. */
export const otherTables = apiModules.flatMap((module) => module.otherTables ?? []);

/** What the modules gather in memory, to write once the process stops taking requests (lib/shutdown.ts). */
export const flushesOf = (services: AppServices) => apiModules.flatMap(({ name, flush }) => (flush ? [{ name, flush: () => flush(services) }] : []));
