import type { Applicant, BrandProposal } from '@ma/api-client/schemas';
import { isProposalOpen, proposalFit, rankApplicants, type ApplicationDecision, type ApplicationStatus, type SocialNetwork } from '@ma/domain';
import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { applications, audienceProfiles, deliverables, proposals, users, type ProposalRow } from '../../db/schema.ts';
import { kitNetworksJson, kitNetworkView } from '../media-kit/kit-networks.ts';
import { thumbnailOf } from '../media-kit/media-kit.view.ts';
import { creatorProfile } from '../proposals/creator-profile.ts';
import { DECISION_QUIET_MS, queueDecisionNotice } from './decision-notice.ts';

/** The proposal behind a link, whatever its state: a closed one is still answered (docs/product/brand-applicants.md). */
export async function findProposal(db: Database, id: string): Promise<ProposalRow | undefined> {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id));
  return row;
}

/** The proposal as its brand sees it on the page. */
export function toBrandProposal(row: ProposalRow, now: Date): BrandProposal {
  return {
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    logoUrl: row.logoUrl,
    valueCents: row.valueCents,
    partnershipType: row.partnershipType,
    acceptsNegotiations: row.acceptsNegotiations,
    description: row.description,
    validUntil: row.validUntil?.toISOString() ?? null,
    closed: !isProposalOpen(row, now),
    targeting: {
      niches: row.categories,
      minFollowers: row.minFollowers,
      maxFollowers: row.maxFollowers,
      locations: row.locations,
      audienceStates: row.audienceStates ?? [],
      audienceMinAge: row.audienceMinAge,
      audienceMaxAge: row.audienceMaxAge,
      audienceGender: row.audienceGender,
    },
  };
}

/**
 * Whether she handed in any item of the application's deal (a row of `deliverables`): the deal is
 * under way and the acceptance stands (docs/product/deliverables.md).
 */
const dealUnderWay = (db: Database) =>
  sql<boolean>`exists ${db.select({ id: deliverables.id }).from(deliverables).where(eq(deliverables.applicationId, applications.id))}`;

// What the page shows of each applicant: the offer, the kit's basics and numbers, and the
// audience the fit compares. Never the e-mail, the kit's contact e-mail or WhatsApp.
const applicantColumns = {
  application: getTableColumns(applications),
  name: users.name,
  username: users.username,
  pictureUrl: users.pictureUrl,
  level: users.level,
  niches: users.niches,
  city: users.city,
  state: users.state,
  networks: kitNetworksJson,
  audienceStates: audienceProfiles.states,
  audienceMinAge: audienceProfiles.minAge,
  audienceMaxAge: audienceProfiles.maxAge,
  audienceGender: audienceProfiles.gender,
};

/**
 * The proposal's applicants, ranked (best fit, then the larger audience, then who applied
 * first: rankApplicants), or only `applicationId` among them.
 */
export async function listApplicants(db: Database, proposal: ProposalRow, applicationId?: string): Promise<Applicant[]> {
  const rows = await db
    .select({ ...applicantColumns, dealUnderWay: dealUnderWay(db) })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .leftJoin(audienceProfiles, eq(audienceProfiles.userId, applications.userId))
    .where(and(eq(applications.proposalId, proposal.id), applicationId === undefined ? undefined : eq(applications.id, applicationId)));
  const targeting = { ...proposal, niches: proposal.categories };
  const applicants = rows.map((row) => {
    const { application, networks } = row;
    const hasAudience = row.audienceStates !== null || row.audienceMinAge !== null || row.audienceMaxAge !== null || row.audienceGender !== null;
    // The same profile the list of proposals and the apply call match with.
    const profile = creatorProfile({
      id: application.userId,
      level: row.level,
      socials: networks.map(({ network, username, followers }) => ({ network, username, followers })),
      state: row.state,
      city: row.city,
      audience: hasAudience
        ? { states: row.audienceStates, minAge: row.audienceMinAge, maxAge: row.audienceMaxAge, gender: row.audienceGender }
        : null,
    });
    const stats = (network: SocialNetwork) => {
      const found = networks.find((item) => item.network === network);
      return found ? kitNetworkView(found) : undefined;
    };
    const [instagram, tiktok] = [stats('instagram'), stats('tiktok')];
    const applicant: Applicant = {
      applicationId: application.id,
      status: application.status,
      createdAt: application.createdAt.toISOString(),
      decidedAt: application.decidedAt?.toISOString() ?? null,
      dealUnderWay: row.dealUnderWay,
      creator: {
        name: row.name,
        username: row.username,
        photoUrl: thumbnailOf(row.pictureUrl),
        level: row.level,
        niches: row.niches ?? [],
        city: row.city,
        state: row.state,
        followers: { instagram: instagram?.followers ?? null, tiktok: tiktok?.followers ?? null },
        engagementRate: { instagram: instagram?.engagementRate ?? null, tiktok: tiktok?.engagementRate ?? null },
      },
      offer: {
        totalPosts: application.totalPosts,
        totalStories: application.totalStories,
        totalReels: application.totalReels,
        totalVideos: application.totalVideos,
        valueCents: application.valueCents,
        isNegotiable: application.isNegotiable,
        observations: application.observations,
      },
      fit: proposalFit(targeting, { ...profile, niches: row.niches ?? [] }),
    };
    return { ...applicant, reach: profile.reach };
  });
  return rankApplicants(applicants).map(({ reach: _reach, ...applicant }) => applicant);
}

/** The application's status and whether its deal is under way, when it is one of this proposal's. */
export async function applicationStatus(
  db: Database,
  proposalId: string,
  applicationId: string,
): Promise<{ status: ApplicationStatus; dealUnderWay: boolean } | undefined> {
  const [row] = await db
    .select({ status: applications.status, dealUnderWay: dealUnderWay(db) })
    .from(applications)
    .where(and(eq(applications.id, applicationId), eq(applications.proposalId, proposalId)));
  return row;
}

/**
 * Records the brand's decision on one application of this proposal: status, `decided_at` now
 * (the creator's toast due again), and, in the same transaction, the job that tells the creator
 * once the change settles (DECISION_QUIET_MS from the last change; decision-notice.ts).
 * Deciding what is already decided changes nothing. False when the proposal has no such application.
 */
export async function decideApplication(
  db: Database,
  input: { proposalId: string; applicationId: string; decision: ApplicationDecision; now: Date },
): Promise<boolean> {
  const mine = and(eq(applications.id, input.applicationId), eq(applications.proposalId, input.proposalId));
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(applications)
      .set({ status: input.decision, decidedAt: input.now, decisionSeenAt: null })
      .where(and(mine, ne(applications.status, input.decision)))
      .returning({ id: applications.id });
    if (changed) {
      await queueDecisionNotice(tx, changed.id, new Date(input.now.getTime() + DECISION_QUIET_MS));
      return true;
    }
    const [existing] = await tx.select({ id: applications.id }).from(applications).where(mine);
    return existing !== undefined;
  });
}

/**
 * Marks the creator's decided applications seen, each up to the decision the creator saw (by
 * its date): a newer decision, or another creator's application, is left alone. Returns how many.
 */
export async function markDecisionsSeen(
  db: Database,
  userId: string,
  decisions: { applicationId: string; decidedAt: Date }[],
  now: Date,
): Promise<number> {
  let seen = 0;
  await db.transaction(async (tx) => {
    for (const { applicationId, decidedAt } of decisions) {
      const rows = await tx
        .update(applications)
        .set({ decisionSeenAt: now })
        .where(
          and(
            eq(applications.id, applicationId),
            eq(applications.userId, userId),
            sql`${applications.decidedAt} <= ${decidedAt.toISOString()}::timestamptz`,
            sql`${applications.decisionSeenAt} is null`,
          ),
        )
        .returning({ id: applications.id });
      seen += rows.length;
    }
  });
  return seen;
}
