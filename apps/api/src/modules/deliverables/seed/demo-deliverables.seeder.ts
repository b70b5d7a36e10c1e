import { DAY_MS, HOUR_MS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { deliverables } from '../../../db/schema.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { findDemoDeal } from '../../brands/seed/demo-deal.seeder.ts';
import { handIn, review } from '../deals.ts';

/** The address of the post Ouro handed in (fictional). */
export const DEMO_HANDED_IN_POST = 'https://www.instagram.com/p/DemoLumiere01/';

/**
 * The checklist of the demo deal (brands/seed/demo-deal.seeder.ts), a post and a Reels: she
 * handed in the post three days before the seed and the brand confirmed it the day before
 * (which tells her, `deliverable_reviewed`); the Reels is still to hand in. Written through the
 * deal's own `handIn` and `review`, unless the deal has an item already. Runs after the demo deal.
 */
export const demoDeliverablesSeeder: Seeder = {
  name: 'demo-deliverables',
  async run({ db, clock, events }) {
    const deal = await findDemoDeal(db);
    if (!deal) return;
    const [written] = await db.select({ id: deliverables.id }).from(deliverables).where(eq(deliverables.applicationId, deal.applicationId)).limit(1);
    if (written) return;
    const now = clock.now().getTime();
    await handIn(db, deal.creatorId, deal.applicationId, 'post-1', DEMO_HANDED_IN_POST, new Date(now - 3 * DAY_MS));
    const owner = { id: deal.ownerId, brandId: deal.brandId };
    await review({ db, events }, owner, deal.applicationId, 'post-1', { confirm: true }, new Date(now - 26 * HOUR_MS));
  },
};
