import { createHash } from 'node:crypto';
import { lastDays } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { mediaKitViews } from '../../../db/schema.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { findUserByEmail } from '../../account/account.repository.ts';
import { recordKitViews } from '../media-kit.repository.ts';

const DEMO_EMAIL = 'ouro@example.com';
/** How far back the demo's visits go: the 30 days home charts and some before them. */
const DEMO_DAYS = 45;

/** A number in [0, 1) from a label: the same demo data on every machine. */
const unit = (label: string) => createHash('sha256').update(label).digest().readUInt32BE(0) / 2 ** 32;

/**
 * Visits to the Ouro demo's public kit, one row per visitor per São Paulo day as the counter
 * writes them, on the days before the seed's clock (so that home's chart of the last 30 days has
 * something to show), growing towards today and with quiet days between. Written once: a
 * database that already holds some of Ouro's visits is left as it is, so that running the seed
 * again on a later day does not invent new ones.
 */
export const kitViewsSeeder: Seeder = {
  name: 'media-kit views',
  async run({ db, clock }) {
    const user = await findUserByEmail(db, DEMO_EMAIL);
    if (!user) return;
    const [seen] = await db.select({ day: mediaKitViews.day }).from(mediaKitViews).where(eq(mediaKitViews.userId, user.id)).limit(1);
    if (seen) return;
    const rows: { userId: string; day: string; visitor: string }[] = [];
    for (const [index, day] of lastDays(DEMO_DAYS, clock.now()).entries()) {
      const daysAgo = DEMO_DAYS - 1 - index;
      // About one day in five nobody comes; the others bring up to a dozen visitors, more lately.
      if (unit(`${day}:quiet`) < 0.2) continue;
      const visitors = 1 + Math.floor(unit(`${day}:visitors`) * (4 + (8 * (DEMO_DAYS - daysAgo)) / DEMO_DAYS));
      for (let i = 0; i < visitors; i += 1) rows.push({ userId: user.id, day, visitor: `demo-${day}-${i}` });
    }
    await recordKitViews(db, rows);
  },
};
