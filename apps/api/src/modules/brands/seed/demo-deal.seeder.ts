import type { AdminProposalInput } from '@ma/api-client/admin';
import { adminProposalPayloadSchema } from '@ma/api-client/admin';
import { DAY_MS, HOUR_MS, saoPauloDay } from '@ma/domain';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.ts';
import { applications, brandMembers, brandProposals, operators } from '../../../db/schema.ts';
import type { Seeder } from '../../../seed/seed-context.ts';
import { findUserByEmail } from '../../account/account.repository.ts';
import { createProposal } from '../../admin-proposals/admin-proposals.service.ts';
import { decideApplication, markDecisionsSeen } from '../../brand-list/applicants.ts';
import { DECISION_QUIET_MS, tellSettledDecision } from '../../brand-list/decision-notice.ts';
import { DEMO_OPERATOR } from '../../operators/demo-operator.seeder.ts';
import { insertDemoApplication, type DemoApplication } from '../../proposals/seed/demo-application.ts';
import { demoLogo } from '../../proposals/seed/demo-logo.ts';
import { DEMO_BRAND } from './demo-brand.ts';

/**
 * The demo's deal (docs/product/brands.md): the demo brand's published proposal, which Ouro
 * applied to and the brand accepted long enough ago for the deal to be open, and Prata's
 * application still waiting. The conversation and the deliverables of the deal are their own
 * modules' demo data (conversations/seed, deliverables/seed), which find it with `findDemoDeal`.
 * Demo data only; written through the services the product uses (the back office's publication,
 * the brand's decision and its notice), at times before the seed's clock.
 */

/** How many days before the seed each step happened. */
const DAYS_AGO = { submitted: 10, published: 9, accepted: 6 } as const;

/** The proposal the back office published for the demo brand; its last day is set from the seed's clock. */
const dealFields = (now: Date): AdminProposalInput =>
  adminProposalPayloadSchema.parse({
    name: 'Máscara de cílios à prova d’água: primeira impressão',
    brandName: DEMO_BRAND.company,
    description:
      'Um post no feed e um Reels com a primeira aplicação da nova máscara de cílios à prova d’água, no mar ou na piscina, com a sua opinião sincera.',
    categoriesOfInfluencer: ['Beleza'],
    partnershipType: 'cache',
    value: 1500,
    acceptsNegotiations: true,
    isSilversAlloweds: true,
    logoUrl: demoLogo(DEMO_BRAND.company, '#b45309'),
    validUntil: saoPauloDay(new Date(now.getTime() + 30 * DAY_MS)),
  });

/** Ouro's offer (a post and a Reels: the deal's two items) and Prata's, waiting for the brand. */
export const demoDealApplications = {
  ouro: {
    email: 'ouro@example.com',
    daysAgo: 8,
    totals: { posts: 1, stories: 0, reels: 1, videos: 0 },
    value: 1500,
    observations: 'Uso máscara à prova d’água toda semana no mar de Salvador: mostro a aplicação de manhã e como ela fica depois do mergulho.',
  },
  prata: {
    email: 'prata@example.com',
    daysAgo: 2,
    totals: { posts: 1, stories: 2, reels: 0, videos: 0 },
    value: 700,
    isNegotiable: true,
    observations: 'Posso mostrar a máscara na rotina corrida de mãe, do café da manhã à natação das crianças.',
  },
} as const satisfies Record<string, DemoApplication>;

/** The demo deal as the later seeders need it: the application, its creator and the brand's owner. */
export interface DemoDeal {
  applicationId: string;
  proposalId: string;
  brandId: string;
  creatorId: string;
  ownerId: string;
}

/** The demo brand's owner, with its brand, if the demo brand is there. */
async function demoOwner(db: Database) {
  const [owner] = await db
    .select({ id: brandMembers.id, brandId: brandMembers.brandId })
    .from(brandMembers)
    .where(eq(brandMembers.email, DEMO_BRAND.email));
  return owner;
}

/** The `proposals` row of the demo brand's published proposal (the demo deal's), if there is one. */
async function dealProposalId(db: Database, brandId: string): Promise<string | undefined> {
  const rows = await db
    .select({ proposalId: brandProposals.proposalId, fields: brandProposals.fields })
    .from(brandProposals)
    .where(and(eq(brandProposals.brandId, brandId), eq(brandProposals.state, 'published')));
  const name = dealFields(new Date(0)).name;
  return rows.find((row) => (row.fields as AdminProposalInput).name === name)?.proposalId ?? undefined;
}

/** The demo deal, once this seeder has run (undefined on a database without it). */
export async function findDemoDeal(db: Database): Promise<DemoDeal | undefined> {
  const owner = await demoOwner(db);
  const ouro = await findUserByEmail(db, demoDealApplications.ouro.email);
  if (!owner || !ouro) return undefined;
  const proposalId = await dealProposalId(db, owner.brandId);
  if (!proposalId) return undefined;
  const [application] = await db
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.proposalId, proposalId), eq(applications.userId, ouro.id)));
  if (application?.status !== 'accepted') return undefined;
  return { applicationId: application.id, proposalId, brandId: owner.brandId, creatorId: ouro.id, ownerId: owner.id };
}

/** Publishes the deal's proposal as the demo operator would have, `DAYS_AGO.published` days before `now`. */
async function publishDealProposal(db: Database, brand: { id: string; ownerId: string }, now: Date): Promise<string> {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const publishedAt = daysAgo(DAYS_AGO.published);
  const fields = dealFields(now);
  const [operator] = await db.select({ id: operators.id }).from(operators).where(eq(operators.email, DEMO_OPERATOR.email));
  const actor = { operatorId: operator?.id ?? null, ip: null };
  return db.transaction(async (tx) => {
    // The back office's own publication (audited), as decideBrandProposal makes it.
    const proposal = await createProposal({ db: tx, clock: { now: () => publishedAt } }, actor, fields);
    await tx.insert(brandProposals).values({
      brandId: brand.id,
      authorId: brand.ownerId,
      fields,
      state: 'published',
      proposalId: proposal.id,
      submittedAt: daysAgo(DAYS_AGO.submitted),
      decidedBy: actor.operatorId,
      decidedAt: publishedAt,
      createdAt: daysAgo(DAYS_AGO.submitted),
      updatedAt: publishedAt,
    });
    return proposal.id;
  });
}

/**
 * Adds what is missing of the demo deal: the published proposal, the two applications, and the
 * brand's acceptance of Ouro's, settled and told to her. Runs after the demo brand, the demo
 * accounts and the demo operator.
 */
export const demoDealSeeder: Seeder = {
  name: 'demo-deal',
  async run({ db, clock, events }) {
    const now = clock.now();
    const owner = await demoOwner(db);
    const ouro = await findUserByEmail(db, demoDealApplications.ouro.email);
    if (!owner || !ouro) return;
    const proposalId = (await dealProposalId(db, owner.brandId)) ?? (await publishDealProposal(db, { id: owner.brandId, ownerId: owner.id }, now));
    for (const application of Object.values(demoDealApplications)) await insertDemoApplication(db, proposalId, application, now);
    const [application] = await db
      .select({ id: applications.id, status: applications.status })
      .from(applications)
      .where(and(eq(applications.proposalId, proposalId), eq(applications.userId, ouro.id)));
    if (!application || application.status !== 'pending') return;
    // The brand accepted her offer days ago; its notice went out once the decision settled, and
    // she saw it then (she has written and handed in since).
    const acceptedAt = new Date(now.getTime() - DAYS_AGO.accepted * DAY_MS);
    const toldAt = new Date(acceptedAt.getTime() + DECISION_QUIET_MS + HOUR_MS);
    await decideApplication(db, { proposalId, applicationId: application.id, decision: 'accepted', now: acceptedAt });
    await tellSettledDecision(db, events, application.id, toldAt);
    await markDecisionsSeen(db, ouro.id, [{ applicationId: application.id, decidedAt: acceptedAt }], toldAt);
  },
};
