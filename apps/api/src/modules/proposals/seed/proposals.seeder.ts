import { DAY_MS } from '@ma/domain';
import type { Seeder } from '../../../seed/seed-context.ts';
import { batchesFor } from '../../../db/batches.ts';
import { audienceProfiles, proposals } from '../../../db/schema.ts';
import { findUserByEmail } from '../../account/account.repository.ts';
import { toProposalRow } from '../proposal-writes.ts';
import { insertDemoApplication } from './demo-application.ts';
import { demoApplications, demoAudiences } from './demo-audiences.ts';
import { ensureNiches } from '../niches.ts';
import { demoProposalId, demoProposals } from './demo-proposals.ts';

/** The niches, the demo proposals, the demo creators' audiences and a few applications. Runs after the demo accounts. */
export const proposalsSeeder: Seeder = {
  name: 'proposals',
  async run({ db, clock, logger }) {
    const now = clock.now().getTime();
    const at = (days: number) => new Date(now + days * DAY_MS);
    await ensureNiches(db);

    const rows = demoProposals.map(({ key, publishedDaysAgo, validForDays, closedDaysAgo, ...proposal }) =>
      toProposalRow({
        ...proposal,
        id: demoProposalId(key),
        publishedAt: at(-publishedDaysAgo),
        validUntil: validForDays === null ? null : at(validForDays),
        closedAt: closedDaysAgo === undefined ? null : at(-closedDaysAgo),
      }),
    );
    let added = 0;
    for (const batch of batchesFor(proposals, rows)) {
      added += (await db.insert(proposals).values(batch).onConflictDoNothing().returning({ id: proposals.id })).length;
    }
    if (added > 0) logger.info('seed: demo proposals added', { count: added });

    for (const { email, ...audience } of demoAudiences) {
      const user = await findUserByEmail(db, email);
      if (user)
        await db
          .insert(audienceProfiles)
          .values({ userId: user.id, ...audience, states: [...audience.states], updatedAt: clock.now() })
          .onConflictDoNothing();
    }
    for (const application of demoApplications) await insertDemoApplication(db, application.proposalId, application, clock.now());
  },
};
