import { batchesFor } from '../../../db/batches.ts';
import { isUniqueViolation } from '../../../db/pg-errors.ts';
import { coupons, type NewCouponRow } from '../../../db/schema.ts';
import { findUserByEmail } from '../../account/account.repository.ts';
import { applyCreditChange } from '../credit-ledger.ts';
import type { Seeder } from '../../../seed/seed-context.ts';

/** docs/architecture.md "Demo data": a welcome coupon (once per account) and an expired one. */
export const demoCoupons: readonly NewCouponRow[] = [
  { code: 'BEMVINDO10', rewardType: 'credits', rewardAmount: 10 },
  {
    code: 'EXPIRADO',
    rewardType: 'credits',
    rewardAmount: 10,
    validFrom: new Date('2024-01-01T00:00:00-03:00'),
    validUntil: new Date('2025-01-01T00:00:00-03:00'),
  },
];

/** Starting balances, as ledger grants; Bronze starts at 0 so that the coupon flow shows its effect. */
export const demoGrants: readonly { email: string; amount: number }[] = [
  { email: 'ouro@example.com', amount: 25 },
  { email: 'prata@example.com', amount: 5 },
];

export const DEMO_GRANT_REFERENCE = 'seed:demo-grant';

export const demoCreditsSeeder: Seeder = {
  name: 'demo credits and coupons',
  async run({ db, logger }) {
    for (const batch of batchesFor(coupons, demoCoupons)) await db.insert(coupons).values(batch).onConflictDoNothing({ target: coupons.code });
    for (const grant of demoGrants) {
      const user = await findUserByEmail(db, grant.email);
      if (!user) continue;
      try {
        await applyCreditChange(db, {
          userId: user.id,
          kind: 'grant',
          amount: grant.amount,
          reason: 'Créditos de boas-vindas',
          reference: DEMO_GRANT_REFERENCE,
        });
        logger.info('seed: demo credits granted', { email: grant.email, amount: grant.amount });
      } catch (error) {
        // Granted by an earlier run: the reference is used once per account.
        if (!isUniqueViolation(error, 'credit_ledger_reference_unique')) throw error;
      }
    }
  },
};
