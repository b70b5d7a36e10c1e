import { users } from '../db/schema.ts';
import type { Database } from '../db/database.ts';
import { demoAccountsSeeder } from './demo-accounts.ts';
import { demoCreditsSeeder } from './demo-credits.ts';
import { proposalsSeeder } from '../modules/proposals/seed/proposals.seeder.ts';
import { npsDemoSeeder } from '../modules/account/seed/nps-demo.seeder.ts';
import { affiliateSeeder } from '../modules/affiliate/seed/affiliate.seeder.ts';
import { brandListSeeder } from '../modules/brand-list/seed/brand-list.seeder.ts';
import { kitViewsSeeder } from '../modules/media-kit/seed/kit-views.seeder.ts';
import type { SeedContext, Seeder } from './seed-context.ts';

export type { SeedContext, Seeder } from './seed-context.ts';

/** In order: later areas (proposals, coupons, affiliate brands) add their seeder here. */
export const seeders: readonly Seeder[] = [
  demoAccountsSeeder,
  demoCreditsSeeder,
  proposalsSeeder,
  npsDemoSeeder,
  affiliateSeeder,
  brandListSeeder,
  kitViewsSeeder,
];

export async function seedDatabase(context: SeedContext): Promise<void> {
  for (const seeder of seeders) {
    context.logger.debug('seed: running', { seeder: seeder.name });
    await seeder.run(context);
  }
}

/** A database nobody has used yet: the embedded default seeds it on first start. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).limit(1);
  return rows.length === 0;
}
