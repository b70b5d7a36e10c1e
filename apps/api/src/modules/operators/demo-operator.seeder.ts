import { eq } from 'drizzle-orm';
import { operators } from '../../db/schema.ts';
import type { Seeder } from '../../seed/seed-context.ts';
import { DEMO_PASSWORD } from '../account/seed/demo-accounts.seeder.ts';
import { DEMO_SECRET_PREFIX } from './operators.runtime.ts';

/** The demo's operator (README): an admin with the demo password and a TOTP secret the README prints. Demo data only. */
export const DEMO_OPERATOR = { email: 'operador@example.com', name: 'Olga Operadora', role: 'admin' } as const;
/** Base32; in an authenticator app, or `npx otplib`-style tools, it gives the demo operator's codes. */
export const DEMO_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPMAISALCANCEDEMO2';

/** Adds the demo operator unless there is one: enrolled, so that the demo signs in at once. */
export const demoOperatorSeeder: Seeder = {
  name: 'demo-operator',
  async run({ db, clock, passwordHasher }) {
    const [existing] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, DEMO_OPERATOR.email));
    if (existing) return;
    const now = clock.now();
    await db.insert(operators).values({
      ...DEMO_OPERATOR,
      passwordHash: await passwordHasher.hash(DEMO_PASSWORD),
      // Public in the README, so kept as it is: only the demo reads such a secret (operators.runtime.ts).
      totpSecret: `${DEMO_SECRET_PREFIX}${DEMO_OPERATOR_TOTP_SECRET}`,
      enrolledAt: now,
      createdAt: now,
    });
  },
};
