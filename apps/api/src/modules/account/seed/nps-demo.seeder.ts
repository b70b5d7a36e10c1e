import { DAY_MS } from '@ma/domain';
import type { Seeder } from '../../../seed/seed-context.ts';
import { DEMO_PASSWORD } from './demo-accounts.seeder.ts';
import { demoAvatar } from './demo-avatar.ts';
import { createUser, findUserByEmail } from '../account.repository.ts';
import { refreshLevel } from '../level.ts';

/**
 * A Prata account for whom the satisfaction survey is due (signed up 30 days ago, never
 * asked): signing in as it shows the survey, while the other demo accounts are never
 * interrupted by it (docs/decisions/006-nps.md).
 */
export const NPS_DEMO_ACCOUNT = {
  email: 'nps@example.com',
  name: 'Nina Prado',
  signedUpDaysAgo: 30,
} as const;

export const npsDemoSeeder: Seeder = {
  name: 'survey demo account',
  async run({ db, passwordHasher, clock, logger, events }) {
    if (await findUserByEmail(db, NPS_DEMO_ACCOUNT.email)) return;
    const created = await createUser(db, {
      email: NPS_DEMO_ACCOUNT.email,
      name: NPS_DEMO_ACCOUNT.name,
      passwordHash: await passwordHasher.hash(DEMO_PASSWORD),
      // Made by the seed, not registered by a stranger: the address counts as proven.
      emailVerifiedAt: clock.now(),
      createdAt: new Date(clock.now().getTime() - NPS_DEMO_ACCOUNT.signedUpDaysAgo * DAY_MS),
      bio: 'Receitas veganas rápidas e marmitas da semana. Cozinho em Curitiba e mostro tudo sem enrolação.',
      city: 'Curitiba',
      state: 'PR',
      niches: ['Culinária', 'Saúde e bem-estar'],
      pictureUrl: demoAvatar(NPS_DEMO_ACCOUNT.name, '#b45309'),
    });
    // Another process seeding at the same time got there first.
    if (created === 'email-taken') return;
    await refreshLevel(db, events, created.id);
    logger.info('seed: demo account created', { email: created.email, username: created.username });
  },
};
