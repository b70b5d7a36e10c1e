import { DAY_MS, MAX_PROPOSAL_TOKEN_DAYS } from '@ma/domain';
import { eq } from 'drizzle-orm';
import { proposalLinks, proposals } from '../../../db/schema.ts';
import { hashSecretToken } from '../../../lib/secret-token.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { insertDemoApplication } from '../../proposals/seed/demo-application.ts';
import { demoProposalId } from '../../proposals/seed/demo-proposals.ts';
import { DEMO_PROFILE_LIST_PATH, DEMO_PROFILE_LIST_TOKEN } from './demo-link.ts';

export const DEMO_BRAND_LIST_PROPOSAL = demoProposalId('veste-verde-fitness');

/**
 * Two demo creators applied to Veste Verde's campaign (Fitness and Moda, a female audience):
 * Olívia (Ouro) fits it in every way, Paula (Prata) by her audience only. Both may apply to it
 * under the product's rules; both pending, so that the brand's page has something to decide.
 */
export const demoBrandListApplications = [
  {
    email: 'ouro@example.com',
    daysAgo: 3,
    totals: { posts: 1, stories: 4, reels: 1, videos: 1 },
    value: 900,
    observations: 'Treino na orla de Salvador às 6h: reels com o conjunto e stories contando de onde vem o tecido.',
  },
  {
    email: 'prata@example.com',
    daysAgo: 1,
    totals: { posts: 0, stories: 3, reels: 1, videos: 0 },
    value: 600,
    observations: 'Faço pilates três vezes por semana e posso mostrar a peça na rotina com as crianças.',
  },
] as const;

/**
 * The brand's list of applicants in the demo: the applications above and a link whose public
 * token opens the list in demo mode (DEMO_PROFILE_LIST_PATH), valid for the longest a link may
 * be. Runs after the demo accounts and proposals; adds only what is missing.
 */
export const brandListSeeder: Seeder = {
  name: 'brand list',
  async run({ db, clock, logger }) {
    const now = clock.now();
    const [proposal] = await db.select({ id: proposals.id }).from(proposals).where(eq(proposals.id, DEMO_BRAND_LIST_PROPOSAL));
    if (!proposal) return;
    for (const application of demoBrandListApplications) await insertDemoApplication(db, proposal.id, application, now);
    // The proposal's count of applications changed.
    const [link] = await db
      .insert(proposalLinks)
      .values({
        proposalId: proposal.id,
        tokenHash: hashSecretToken(DEMO_PROFILE_LIST_TOKEN),
        label: 'Demonstração',
        createdAt: now,
        expiresAt: new Date(now.getTime() + MAX_PROPOSAL_TOKEN_DAYS * DAY_MS),
      })
      .onConflictDoNothing()
      .returning({ id: proposalLinks.id });
    if (link) logger.info('seed: demo brand list link (opens in demo mode only)', { path: DEMO_PROFILE_LIST_PATH });
  },
};
