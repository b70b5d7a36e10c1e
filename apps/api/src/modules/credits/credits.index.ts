import { coupons, couponRedemptions, creditBalances, creditLedger } from '../../db/schema.ts';
import { routerOf } from '../../lib/create-router.ts';
import { byUser } from '../../lib/personal-data.ts';
import { demoCreditsSeeder } from './seed/demo-credits.seeder.ts';
import type { AppModule } from '../services.ts';
import type { CreditsServices } from './credits.provides.ts';
import { creditCommands, creditCommandsUsage } from './credits.cli.ts';
import * as handlers from './credits.handlers.ts';
import * as routes from './credits.routes.ts';
import { createPaidSignals } from './paid-signals.ts';

/** Credits: the ledger, the balance, coupons, and the one paid request every paid feature uses (decision 014). */
export const creditsModule: AppModule = {
  name: 'credits',
  routers: [routerOf<typeof routes, handlers.CreditsNeeds>(routes, handlers)],
  provide: (): CreditsServices => ({ paidSignals: createPaidSignals() }),
  compressed: ['/v3/credits/movements'],
  commands: { run: creditCommands, usage: creditCommandsUsage },
  seeders: [demoCreditsSeeder],
  // Accounting records: kept, with nothing personal but the account's id.
  personalTables: [
    { table: creditLedger, owned: byUser(creditLedger.userId), erase: 'keep' },
    { table: creditBalances, owned: byUser(creditBalances.userId), erase: 'keep' },
    { table: couponRedemptions, owned: byUser(couponRedemptions.userId), erase: 'keep' },
  ],
  otherTables: [coupons],
};
