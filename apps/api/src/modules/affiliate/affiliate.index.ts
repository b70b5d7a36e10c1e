import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  affiliateBrands,
  affiliateClicks,
  affiliateCommissions,
  affiliateLinks,
  affiliatePayoutBatches,
  affiliatePayouts,
  affiliates,
  affiliateWebhookEvents,
} from '../../db/schema.ts';
import { createRouter, routerOf } from '../../lib/create-router.ts';
import { byUser, REMOVED, type DataOwner } from '../../lib/personal-data.ts';
import type { AppModule } from '../services.ts';
import type { AffiliateServices } from './affiliate.provides.ts';
import { affiliateCommands, affiliateCommandsUsage } from './affiliate.cli.ts';
import * as handlers from './affiliate.handlers.ts';
import * as routes from './affiliate.routes.ts';
import { APPROVAL_JOB, APPROVAL_JOB_OPTIONS, defineApprovalJob } from './approvals.ts';
import { clickSecrets, createClickRecorder } from './clicks.ts';
import { affiliateSeeder } from './seed/affiliate.seeder.ts';
import { createLinkTargets } from './link-targets.ts';
import { trackedRedirect } from './tracked-redirect.ts';

const ownLinks = (owner: DataOwner) =>
  inArray(affiliateClicks.linkId, sql`(select ${affiliateLinks.id} from ${affiliateLinks} where ${affiliateLinks.userId} = ${owner.userId})`);

/** The affiliate program: links, clicks, the brands' conversions, commissions and payouts (docs/product/affiliate.md). */
export const affiliateModule: AppModule = {
  name: 'affiliate',
  routers: [
    routerOf<typeof routes, handlers.AffiliateNeeds>(routes, handlers),
    // The tracked links on our own origin (outside /v3: what creators share).
    createRouter().get('/r/:code', trackedRedirect),
  ],
  provide: (platform, deps): AffiliateServices => ({
    affiliate: {
      clicks: createClickRecorder({
        db: platform.db,
        ...clickSecrets(deps.trackingSecret, deps.jwtSecret),
        background: platform.background,
        logger: platform.logger,
        flushMs: deps.clickFlushMs ?? 1000,
      }),
      linkTargets: createLinkTargets(platform.db),
    },
  }),
  flush: (services) => services.affiliate.clicks.flush(),
  compressed: ['/v3/affiliate/links', '/v3/affiliate/commissions'],
  queues: [{ name: APPROVAL_JOB, options: APPROVAL_JOB_OPTIONS }],
  jobs: (runner, { db, clock, logger, events }) => defineApprovalJob(runner, { db, clock, logger, events }),
  commands: { run: affiliateCommands, usage: affiliateCommandsUsage },
  seeders: [affiliateSeeder],
  personalTables: [
    { table: affiliateClicks, owned: ownLinks, erase: 'delete' },
    {
      table: affiliateCommissions,
      owned: byUser(affiliateCommissions.userId),
      // A paid commission is a payment made: it stays, without the click that tied it to a visitor.
      erase: async (tx, owner) => {
        const { userId, status } = affiliateCommissions;
        await tx.delete(affiliateCommissions).where(and(eq(userId, owner.userId), ne(status, 'paid')));
        await tx.update(affiliateCommissions).set({ clickId: null }).where(eq(userId, owner.userId));
      },
    },
    { table: affiliateLinks, owned: byUser(affiliateLinks.userId), erase: 'delete' },
    {
      table: affiliatePayouts,
      owned: byUser(affiliatePayouts.userId),
      // What was paid and with which bank reference stays; where it went (a PIX key is a CPF, a
      // phone, an e-mail) does not.
      erase: (tx, owner) => tx.update(affiliatePayouts).set({ pixKey: REMOVED }).where(eq(affiliatePayouts.userId, owner.userId)),
    },
    { table: affiliates, owned: byUser(affiliates.userId), erase: 'delete' },
  ],
  // Event ids of the brands' webhooks: the commissions they made are above. A batch holds only its date and sums.
  otherTables: [affiliateBrands, affiliateWebhookEvents, affiliatePayoutBatches],
};
